import { canonicalRecipeId, type RecipeId } from './catalogue-ids.js';
import type { ResolverData } from './load-data.js';
import { keyMatches, type Printing } from './printing.js';
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

/** Rarity outranks variant, variant outranks supertype; ties go to the earlier row. */
function specificity(rule: FoilRule): number {
  return (
    (rule.rarity.trim() === '*' ? 0 : 4) +
    (rule.variantKind.trim() === '*' ? 0 : 2) +
    (rule.supertype ? 1 : 0)
  );
}

function bestRule(
  rules: readonly FoilRule[] | undefined,
  p: ResolvedPrinting,
): { rule: FoilRule; index: number } | undefined {
  let best: { rule: FoilRule; index: number } | undefined;
  rules?.forEach((rule, index) => {
    const matches =
      keyMatches(rule.rarity, p.rarity) &&
      keyMatches(rule.variantKind, p.variantKind) &&
      (!rule.supertype || keyMatches(rule.supertype, p.supertype));
    if (matches && (!best || specificity(rule) > specificity(best.rule))) best = { rule, index };
  });
  return best;
}

export function maskModeOf(p: ResolvedPrinting, data: ResolverData): MaskMode {
  // An undeclared variant is treated like a window holo: the safest foil to show.
  return data.foils.variants[p.variantKind]?.mask ?? 'window';
}

export function resolveFoilFor(p: ResolvedPrinting, data: ResolverData): FoilResolution {
  const maskMode = maskModeOf(p, data);
  const setRow = data.foils.sets[p.set];
  for (const { scope, key } of scopeChain(p)) {
    let rules: readonly FoilRule[] | undefined;
    let row = '';
    if (scope === 'card') [rules, row] = [data.foils.cards?.[key]?.rules, `cards.${key}.rules`];
    if (scope === 'subset' && p.subset)
      [rules, row] = [setRow?.subsets?.[p.subset]?.rules, `sets.${p.set}.subsets.${p.subset}.rules`];
    if (scope === 'set') [rules, row] = [setRow?.rules, `sets.${key}.rules`];
    if (scope === 'era') [rules, row] = [data.foils.eras[key]?.rules, `eras.${key}.rules`];
    const hit = bestRule(rules, p);
    if (hit)
      return fromRule(hit.rule, maskMode, {
        decision: 'foil',
        scope,
        key,
        file: 'foils.json',
        row: `${row}[${hit.index}]`,
      });
  }
  const hit = bestRule(data.foils.defaults.rules, p);
  const decision: Decision = {
    decision: 'foil',
    scope: 'default',
    key: '',
    file: 'foils.json',
    row: hit ? `defaults.rules[${hit.index}]` : '(built-in)',
  };
  if (!hit)
    return { recipe: maskMode === 'none' ? null : 'starlight', maskMode, layout: undefined, decision };
  return fromRule(hit.rule, maskMode, decision);
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
