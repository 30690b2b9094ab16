import type { SurfaceUniformValues } from '@foilkit/core/contract';
import { DEFAULT_LAYOUT } from './default-layout.js';
import type { ResolverData } from './load-data.js';
import { slugKey, type Printing } from './printing.js';
import type { Decision } from './provenance.js';
import { resolveFoilFor, type FoilResolution, type MaskMode } from './resolve-foil.js';
import { resolvePrinting, scopeChain, type ResolvedPrinting } from './resolve-printing.js';

export interface MaskResolution {
  /**
   * hand = a per-card hand mask; area = an area mask (plates.json `areas`) for a frame-window or
   * figure foil; layout = the era's rect; none = no foil. hand and area use the same texture slot.
   */
  tier: 'hand' | 'area' | 'layout' | 'none';
  layoutId: string;
  uniforms: Pick<
    SurfaceUniformValues,
    'uMaskRect' | 'uMaskRadius' | 'uMaskFeather' | 'uMaskInvert' | 'uMaskTexOn'
  >;
  /** Path relative to the data root of the hand mask, when the hand tier won. */
  texture: string | undefined;
  decisions: Decision[];
}

/** The layout the face is printed with: a rule's choice, else by variant and supertype. */
function layoutIdFor(p: ResolvedPrinting, mode: MaskMode, ruleLayout: string | undefined): string {
  if (ruleLayout) return ruleLayout;
  // Our full-face words name a full-art face; a class's whole-face foil (a V) keeps the card's
  // own layout unless the class names one (full arts, illustration rares).
  if (mode === 'full' && p.finishMask === 'full') return 'full-art';
  if (p.supertype === 'trainer') return 'trainer';
  if (p.supertype === 'energy') return 'energy';
  return 'standard';
}

export function resolveMaskFor(
  p: ResolvedPrinting,
  foil: FoilResolution,
  data: ResolverData,
): MaskResolution {
  const wanted = layoutIdFor(p, foil.maskMode, foil.layout);
  const eraLayouts = data.index.layouts.get(p.era);
  const chosenId = eraLayouts?.has(wanted) ? wanted : 'standard';
  const layout = eraLayouts?.get(chosenId);
  const layoutDecision: Decision = layout
    ? {
        decision: 'layout',
        scope: 'era',
        key: p.era,
        file: 'layouts.json',
        row: `eras.${p.era}.layouts.${chosenId}`,
      }
    : {
        decision: 'layout',
        scope: 'default',
        key: '',
        file: 'layouts.json',
        row: '(built-in DEFAULT_LAYOUT)',
      };
  const decisions: Decision[] = [layoutDecision];
  const row = layout ?? DEFAULT_LAYOUT;
  const rect: [number, number, number, number] = [row.art.x, row.art.y, row.art.w, row.art.h];

  const variantOf = (v: string): string => data.index.finishes.get(slugKey(v))?.variant ?? slugKey(v);
  const hand = p.card
    ? data.index.masks
        .get(p.card)
        ?.find((m) => m.variantKind.trim() === '*' || variantOf(m.variantKind) === p.variantKind)
    : undefined;
  const mode = foil.maskMode;
  const area = mode === 'none' || hand ? undefined : areaMask(p, foil, data);
  const handTier = (hand !== undefined || area !== undefined) && mode !== 'none';
  decisions.push(
    hand && handTier
      ? {
          decision: 'mask',
          scope: 'card',
          key: hand.card,
          file: `masks/${hand.file.replace(/^masks\//, '')}`,
          row: 'hand tier',
        }
      : (area?.decision ?? { ...layoutDecision, decision: 'mask' }),
  );
  if (!handTier && (foil.area === 'frame-window' || foil.area === 'figure'))
    p.notes.push(
      `area "${foil.area}" has no mask for this printing (a hand mask or a plates.json area row); the art window applies`,
    );
  // The hand tier keeps the layout rect (the shader gates on it) and is never inverted;
  // `full` covers the face, `none` covers nothing.
  const shaped = handTier || mode === 'window' || mode === 'reverse';
  return {
    tier: hand && handTier ? 'hand' : area ? 'area' : mode === 'none' ? 'none' : 'layout',
    layoutId: chosenId,
    uniforms: {
      uMaskRect: shaped ? rect : mode === 'full' ? [0, 0, 1, 1] : [0, 0, 0, 0],
      uMaskRadius: shaped ? row.radius : 0,
      uMaskFeather: shaped ? row.feather : 0,
      uMaskInvert: !handTier && mode === 'reverse' ? 1 : 0,
      uMaskTexOn: handTier ? 1 : 0,
    },
    texture: hand && handTier ? hand.file : area?.file,
    decisions,
  };
}

/** The area-mask row for a frame-window or figure foil: narrowest scope first. */
function areaMask(
  p: ResolvedPrinting,
  foil: FoilResolution,
  data: ResolverData,
): { file: string; decision: Decision } | undefined {
  if (foil.area !== 'frame-window' && foil.area !== 'figure') return undefined;
  const table = data.index.areas.get(foil.area);
  if (!table) return undefined;
  for (const { scope, key } of scopeChain(p)) {
    const hit = table.find(scope, key, p);
    if (hit)
      return {
        file: hit.row.file,
        decision: { decision: 'mask', scope, key, file: 'plates.json', row: `areas[${hit.index}]` },
      };
  }
  return undefined;
}

/** Mask tier and uniforms: a hand mask for the card beats the era layout; the variant sets invert. */
export function resolveMask(printing: Printing, data: ResolverData): MaskResolution {
  const p = resolvePrinting(printing, data);
  return resolveMaskFor(p, resolveFoilFor(p, data), data);
}
