import { canonicalRecipeId, type RecipeId } from './catalogue-ids.js';
import type { ResolverData } from './load-data.js';
import type { Printing } from './printing.js';
import type { Decision } from './provenance.js';
import { resolvePrinting, scopeChain, type ResolvedPrinting } from './resolve-printing.js';
import type { FoilRule } from './schemas/foils.js';

export type MaskMode = 'window' | 'reverse' | 'full' | 'none';

export interface FoilResolution {
  /** The catalogue recipe, or null for a printing with no foil (variant "normal"). */
  recipe: RecipeId | null;
  /** How the variant places foil on the face. */
  maskMode: MaskMode;
  /** A layout id a rule asked for, if any. */
  layout: string | undefined;
  decision: Decision;
}

export function maskModeOf(p: ResolvedPrinting, data: ResolverData): MaskMode {
  // No variant at all: show the plain scan. An undeclared one is treated like a window holo,
  // the safest foil to show; resolvePrinting notes both.
  if (p.variantKind === undefined) return 'none';
  return data.index.variants.get(p.variantKind) ?? 'window';
}

export function resolveFoilFor(p: ResolvedPrinting, data: ResolverData): FoilResolution {
  const maskMode = maskModeOf(p, data);
  for (const { scope, key } of scopeChain(p)) {
    const hit = data.index.foilRules.find(scope, key, p);
    if (hit)
      return fromRule(hit.row, maskMode, {
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
  if (!hit)
    return { recipe: maskMode === 'none' ? null : 'starlight', maskMode, layout: undefined, decision };
  return fromRule(hit.row, maskMode, decision);
}

function fromRule(rule: FoilRule, maskMode: MaskMode, decision: Decision): FoilResolution {
  const recipe = rule.recipe !== null ? (canonicalRecipeId(rule.recipe) ?? null) : null;
  // A variant that carries no foil overrides any recipe a broad rule might give it.
  return { recipe: maskMode === 'none' ? null : recipe, maskMode, layout: rule.layout, decision };
}

/** Which recipe a printing gets: card > subset > set > era > defaults, most specific row first within a scope. */
export function resolveFoil(printing: Printing, data: ResolverData): FoilResolution {
  return resolveFoilFor(resolvePrinting(printing, data), data);
}
