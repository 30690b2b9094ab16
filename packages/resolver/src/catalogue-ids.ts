/**
 * The 45 permanent recipe ids of the foil catalogue. Data may only name these;
 * the resolver keeps its own copy so it never has to load the renderer, and a
 * test checks every id against the core registry.
 */
export const CATALOGUE_RECIPE_IDS = [
  'starlight', 'tinsel', 'confetti', 'sequin', 'fireworks', 'glitter', 'detective-pikachu',
  'vertical-sheen', 'pinstripe', 'crosshatch', 'water-web', 'swirl', 'line-holo', 'sunburst', 'ripple', 'lightning', 'radiant',
  'star-stamp', 'leaf-stamp', 'block-stamp', 'hex-stamp', 'diamond-stamp', 'glyph-emblem',
  'cosmos', 'galaxy', 'cracked-ice', 'rainbow', 'pixel', 'mosaic', 'scales', 'honeycomb', 'wave', 'plasma', 'prism', 'aurora',
  'etched', 'crystal', 'stellar', 'silk',
  'pearl', 'opal', 'moonstone',
  'mirror', 'gold', 'brushed',
] as const;

export type RecipeId = (typeof CATALOGUE_RECIPE_IDS)[number];

const KNOWN = new Set<string>(CATALOGUE_RECIPE_IDS);

export function isCatalogueRecipe(id: string): id is RecipeId {
  return KNOWN.has(id);
}
