import { useCallback, useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { LevaPanel, useCreateStore } from 'leva';
import {
  createCanon,
  loadCanon,
  seedRecipeValues,
  type CanonReport,
  type FoilRecipe,
  type RecipeParams,
} from '@foilkit/core';
import { getRecipe, listRecipes } from '@foilkit/core/registry';
import { FoilCard, FoilCollection, type FoilCardHandle, type Tilt } from '@foilkit/react';
import { resolveSurface } from '@foilkit/resolver';
import { staticCost } from '@foilkit/bench/static-cost';
import type { PageProps } from '../gallery.js';
import { BLANK_BASE_URL, faceUrl, LAB_DATA } from '../sample-cards.js';
import { applyChoices, INK_CHOICES, MASK_TIERS, type InkChoice, type MaskTier } from './card-look.js';
import { controlSpecs } from './control-specs.js';
import { diagnose, type Finding } from './diagnose.js';
import { exportName, recipeFileSource } from './export-recipe.js';
import { download, droppedText } from './files.js';
import { meterFrames } from './frame-meter.js';
import { GlslPane } from './glsl-pane.js';
import { paramsText, saveDraft, type Draft } from './lab-store.js';
import { TiltPad } from './tilt-pad.js';
import { useRecipeControls } from './use-recipe-controls.js';
import { useLampControls } from './use-lamp-controls.js';
import { useSweep } from './use-sweep.js';

/** The sample set's default reverse: a real ink-design row, for the "design" ink choice. */
const DESIGN_EXAMPLE = LAB_DATA.resolver
  ? resolveSurface(
      { era: 'sv', set: 'foilkit-samples', rarity: 'common', variantKind: 'reverse' },
      LAB_DATA.resolver,
    )
  : undefined;

export interface WorkbenchProps extends PageProps {
  readonly shipped: FoilRecipe;
  readonly draft: Draft | null;
  readonly onResetToShipped: () => void;
}

function parseParams(text: string): RecipeParams | string {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as RecipeParams)
      : 'the declaration must be a JSON object of slots';
  } catch (err) {
    return `JSON: ${err instanceof Error ? err.message : String(err)}`;
  }
}

/** The live recipe from a draft, if the draft is clean; else the shipped one keeps rendering. */
function initialRecipe(shipped: FoilRecipe, draft: Draft | null): FoilRecipe {
  if (!draft) return shipped;
  const params = parseParams(draft.params);
  if (typeof params === 'string') return shipped;
  const candidate = { ...shipped, glsl: draft.glsl, params };
  return diagnose(candidate).length === 0 ? candidate : shipped;
}

export function Workbench({ shipped, draft, route, go, onResetToShipped }: WorkbenchProps) {
  const [live, setLive] = useState(() => initialRecipe(shipped, draft));
  const glsl = useRef(draft?.glsl ?? shipped.glsl);
  const [params, setParams] = useState(() => draft?.params ?? paramsText(shipped.params));
  const [findings, setFindings] = useState<readonly Finding[]>([]);
  const [compiles, setCompiles] = useState(0);
  const card = LAB_DATA.cards.find((c) => c.id === route.card) ?? LAB_DATA.cards[0]!;

  const [tier, setTier] = useState<MaskTier>('resolved');
  const [ink, setInk] = useState<InkChoice>('resolved');
  const [maskView, setMaskView] = useState(false);
  const [blankBase, setBlankBase] = useState(false);
  const [sweep, setSweep] = useState(false);
  const [canonReport, setCanonReport] = useState<string | null>(null);
  const [exportId, setExportId] = useState(`${shipped.id}-variant`);

  const store = useCreateStore();
  const specs = useMemo(() => controlSpecs(live), [live]);
  const [values, setValues] = useRecipeControls(
    specs,
    draft?.values ?? {},
    store,
    JSON.stringify(live.params),
  );
  useLampControls(store);

  /** Checks a candidate; a clean one becomes the live recipe. Returns what to show inline. */
  const tryRecipe = useCallback(
    (nextGlsl: string, nextParams: string): Finding[] => {
      const parsed = parseParams(nextParams);
      if (typeof parsed === 'string') {
        const bad: Finding[] = [{ line: 0, severity: 'error', where: 'params', message: parsed }];
        setFindings(bad);
        return bad;
      }
      const candidate: FoilRecipe = { ...shipped, glsl: nextGlsl, params: parsed };
      const found = diagnose(candidate);
      setFindings(found);
      if (found.length === 0) {
        setLive(candidate);
        setCompiles((n) => n + 1);
      }
      return found;
    },
    [shipped],
  );

  useEffect(() => {
    saveDraft(shipped.id, { glsl: glsl.current, params, values });
  }, [shipped.id, params, values, live]);

  const handle = useRef<FoilCardHandle>(null);
  const drive = useCallback((t: Tilt) => handle.current?.setTilt(t), []);
  useSweep(sweep, drive);
  const frameMs = useRef<HTMLSpanElement>(null);

  const surface = useMemo(
    () => (LAB_DATA.resolver ? resolveSurface(card.printing, LAB_DATA.resolver) : null),
    [card],
  );
  const look = useMemo(
    () => applyChoices(surface, { tier, ink, maskView, blankBase }, DESIGN_EXAMPLE),
    [surface, tier, ink, maskView, blankBase],
  );
  const [extras, setExtras] = useState<Record<string, number>>({});
  const uniforms = useMemo(
    () => ({ ...extras, ...values, ...look.uniforms }),
    [extras, values, look.uniforms],
  );
  /** The full snapshot a canon saves: every recipe-owned value, moved by a slider or not. */
  const snapshot = () => ({ ...seedRecipeValues(live), ...extras, ...values });
  const cost = useMemo(() => staticCost(live.glsl), [live.glsl]);

  const onDrop = async (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    const file = await droppedText(event.nativeEvent);
    if (!file) return;
    try {
      const canon = loadCanon(
        JSON.parse(file.text),
        (id) => (id === live.id ? live : getRecipe(id)),
        file.name,
      );
      setCanonReport(describeReport(file.name, canon.report));
      if (canon.recipe.id !== live.id) {
        saveDraft(canon.recipe.id, {
          glsl: canon.recipe.glsl,
          params: paramsText(canon.recipe.params),
          values: canon.uniforms,
        });
        go({ recipe: canon.recipe.id });
        return;
      }
      // Sliders take what they show; the rest of the snapshot (unused slots) rides along as is.
      const shown = new Set(specs.map((x) => x.name));
      const entries = Object.entries(canon.uniforms);
      setValues(Object.fromEntries(entries.filter(([k]) => shown.has(k))));
      setExtras(Object.fromEntries(entries.filter(([k]) => !shown.has(k))));
    } catch (err) {
      setCanonReport(`${file.name}: ${err instanceof Error ? err.message : String(err)}`);
    }
  };

  return (
    <main className="editor" onDragOver={(e) => e.preventDefault()} onDrop={(e) => void onDrop(e)}>
      <section className="stage">
        <div className="pickers">
          <label>
            Recipe{' '}
            <select aria-label="Recipe" value={shipped.id} onChange={(e) => go({ recipe: e.target.value })}>
              {listRecipes().map((r) => (
                <option key={r.id}>{r.id}</option>
              ))}
            </select>
          </label>
          <label>
            Card{' '}
            <select aria-label="Card" value={card.id} onChange={(e) => go({ card: e.target.value })}>
              {LAB_DATA.cards.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.id} ({c.era}, {c.layout})
                </option>
              ))}
            </select>
          </label>
          <label>
            Mask tier{' '}
            <select aria-label="Mask tier" value={tier} onChange={(e) => setTier(e.target.value as MaskTier)}>
              {Object.entries(MASK_TIERS).map(([k, label]) => (
                <option key={k} value={k}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          <label>
            Ink{' '}
            <select aria-label="Ink state" value={ink} onChange={(e) => setInk(e.target.value as InkChoice)}>
              {Object.entries(INK_CHOICES).map(([k, label]) => (
                <option key={k} value={k}>
                  {label}
                </option>
              ))}
            </select>
          </label>
        </div>
        <FoilCollection
          className="lab-card"
          onCreated={(state) => {
            meterFrames(state, (ms) => {
              if (frameMs.current) frameMs.current.textContent = ms.toFixed(1);
            });
          }}
        >
          <FoilCard
            ref={handle}
            src={blankBase ? BLANK_BASE_URL : faceUrl(card.file)}
            alt={`${card.id} under ${live.id}`}
            {...(look.surface ? { surface: look.surface } : {})}
            recipe={live}
            uniforms={uniforms}
            maxTilt={30}
          />
        </FoilCollection>
        <div className="switches">
          <label>
            <input type="checkbox" checked={sweep} onChange={(e) => setSweep(e.target.checked)} /> Auto-sweep
          </label>
          <label>
            <input type="checkbox" checked={maskView} onChange={(e) => setMaskView(e.target.checked)} /> Mask
            overlay
          </label>
          <label>
            <input type="checkbox" checked={blankBase} onChange={(e) => setBlankBase(e.target.checked)} />{' '}
            Blank base
          </label>
        </div>
        <dl className="numbers">
          <dt>Frame time (median, ms)</dt>
          <dd>
            <span ref={frameMs} data-testid="frame-ms">
              –
            </span>
          </dd>
          <dt>Static cost</dt>
          <dd data-testid="static-cost">
            {cost.textureTaps} texture taps · {cost.loopIterations} loop iterations ({cost.loops} loops)
          </dd>
          <dt>Compiles</dt>
          <dd data-testid="compiles">{compiles}</dd>
        </dl>
        <TiltPad onTilt={drive} />
      </section>
      <section className="code">
        <h2>Recipe body ({live.family})</h2>
        <GlslPane
          initial={draft?.glsl ?? shipped.glsl}
          analyze={(text) => {
            glsl.current = text;
            // Kept even while broken: a reload must not lose half-typed work.
            saveDraft(shipped.id, { glsl: text, params, values });
            return tryRecipe(text, params);
          }}
        />
        <ul className="findings" data-testid="findings">
          {findings.map((f, i) => (
            <li key={i} className={f.severity} data-line={f.line}>
              {f.line > 0 ? `line ${f.line}` : f.where}: {f.message}
            </li>
          ))}
        </ul>
        <h2>Parameter declaration</h2>
        <textarea
          className="params"
          aria-label="Parameter declaration (JSON)"
          spellCheck={false}
          value={params}
          onChange={(e) => {
            setParams(e.target.value);
            tryRecipe(glsl.current, e.target.value);
          }}
        />
      </section>
      <aside className="controls">
        <LevaPanel store={store} fill flat titleBar={false} />
        <div className="files">
          <button
            type="button"
            onClick={() =>
              download(
                `${live.id}.canon.json`,
                `${JSON.stringify(createCanon(live.id, snapshot()), null, 2)}\n`,
              )
            }
          >
            Save canon
          </button>
          <span className="hint">Drop a canon file anywhere on the editor to load it.</span>
          <label>
            New recipe id{' '}
            <input
              aria-label="New recipe id"
              value={exportId}
              onChange={(e) => setExportId(e.target.value)}
            />
          </label>
          <button
            type="button"
            onClick={() => {
              const recipe: FoilRecipe = { ...live, id: exportId, aliases: [] };
              download(`${exportId}.ts`, recipeFileSource(recipe), 'text/typescript');
            }}
          >
            Export recipe file ({exportName(exportId)})
          </button>
          <button type="button" onClick={onResetToShipped}>
            Reset to shipped
          </button>
          {canonReport && (
            <pre className="canon-report" data-testid="canon-report">
              {canonReport}
            </pre>
          )}
        </div>
      </aside>
    </main>
  );
}

function describeReport(name: string, report: CanonReport): string {
  const lines = [`Loaded ${name}.`];
  if (report.unknown.length) lines.push(`Unknown keys (ignored): ${report.unknown.join(', ')}`);
  for (const c of report.clamped)
    lines.push(`Clamped ${c.key}: ${JSON.stringify(c.from)} → ${JSON.stringify(c.to)}`);
  if (report.missing.length) lines.push(`Missing (code default used): ${report.missing.join(', ')}`);
  return lines.join('\n');
}
