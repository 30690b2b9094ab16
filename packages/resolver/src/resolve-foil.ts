import { canonicalRecipeId, type RecipeId } from './catalogue-ids.js';
import type { ResolverData } from './load-data.js';
import type { Printing } from './printing.js';
import type { Decision } from './provenance.js';
import { resolvePrinting, scopeChain, type ResolvedPrinting } from './resolve-printing.js';
import type { Area, FoilRule, PrintingClass, ClassParams, Texture } from './schemas/foils.js';

/** How the layout tier places foil: the four modes the mask uniforms can express. */
export type MaskMode = 'window' | 'reverse' | 'full' | 'none';

export interface FoilResolution {
  /** The catalogue recipe, or null for a printing with no foil (variant "normal"). */
  recipe: RecipeId | null;
  /** Where the printing's foil lies: its class's area, or the variant's fixed mask. */
  area: Area;
  /** The layout-tier mode that draws `area` when no texture tier does (frame-window and figure fall back to window). */
  maskMode: MaskMode;
  /** Etched (relief) or smooth; undefined when no class decided and the variant does not say. */
  texture: Texture | undefined;
  /** The printing class that decided, if any. */
  printingClass: string | undefined;
  /** A layout id a rule asked for, if any. */
  layout: string | undefined;
  /** The class's values for its recipe's parameters (`params` in foils.json); empty when none apply. */
  params: ClassParams;
  decision: Decision;
}

/** The layout-tier mode for an area: areas the rect cannot draw fall back to the art window. */
export function maskModeForArea(area: Area): MaskMode {
  return area === 'frame-window' || area === 'figure' ? 'window' : area;
}

export function resolveFoilFor(p: ResolvedPrinting, data: ResolverData): FoilResolution {
  for (const { scope, key } of scopeChain(p)) {
    const hit = data.index.foilRules.find(scope, key, p);
    if (hit)
      return fromRule(hit.row, p, data, {
        decision: 'foil',
        scope,
        key,
        file: 'foils.json',
        row: `${hit.list}[${hit.index}]`,
      });
  }
  const hit = data.index.foilRules.find('default', '', p);
  const decision: Decision = {
    decision: 'foil',
    scope: 'default',
    key: '',
    file: 'foils.json',
    row: hit ? `${hit.list}[${hit.index}]` : '(built-in)',
  };
  if (!hit) return finish(p, 'starlight', undefined, undefined, decision);
  return fromRule(hit.row, p, data, decision);
}

function fromRule(
  rule: FoilRule,
  p: ResolvedPrinting,
  data: ResolverData,
  decision: Decision,
): FoilResolution {
  const cls = rule.class !== undefined ? data.index.classes.get(rule.class) : undefined;
  const written = rule.recipe !== undefined ? rule.recipe : (cls?.recipe ?? null);
  const recipe = written !== null ? (canonicalRecipeId(written) ?? null) : null;
  // A class's params are tuned for its own recipe: a rule that swaps the recipe drops them.
  const ownRecipe = cls !== undefined && cls.recipe !== null && canonicalRecipeId(cls.recipe) === recipe;
  return finish(
    p,
    recipe,
    cls && rule.class !== undefined ? { id: rule.class, row: cls } : undefined,
    rule.layout ?? cls?.layout,
    decision,
    ownRecipe ? (cls.params ?? {}) : {},
  );
}

/**
 * The finish says whether, the class says how. A finish that carries no foil (`normal`) gives no
 * recipe whatever a broad rule says; the printing's own foil (`holofoil`) takes the class's area;
 * our fixed-area words (`reverse`, `full-art`, `cosmos` …) keep their own area.
 */
function finish(
  p: ResolvedPrinting,
  recipe: RecipeId | null,
  cls: { id: string; row: PrintingClass } | undefined,
  layout: string | undefined,
  decision: Decision,
  params: ClassParams = {},
): FoilResolution {
  const mask = p.finishMask;
  const area: Area = mask === 'none' ? 'none' : mask === 'own' ? (cls?.row.area ?? 'window') : mask;
  const texture: Texture | undefined =
    area === 'none'
      ? undefined
      : (cls?.row.texture ??
        (p.variantKind === 'etched' || p.variantKind === 'full-art' ? 'etched' : undefined));
  return {
    recipe: area === 'none' ? null : recipe,
    area,
    maskMode: maskModeForArea(area),
    texture,
    printingClass: area === 'none' ? undefined : cls?.id,
    layout,
    params: area === 'none' ? {} : params,
    decision,
  };
}

/** Which recipe a printing gets: card > subset > set > era > defaults, most specific row first within a scope. */
export function resolveFoil(printing: Printing, data: ResolverData): FoilResolution {
  return resolveFoilFor(resolvePrinting(printing, data), data);
}
