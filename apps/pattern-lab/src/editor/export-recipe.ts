// A recipe as a ready-to-commit file for packages/core/src/recipes, in the shipped recipes' format.
import { FAMILIES, type FoilRecipe } from '@foilkit/core';

/** `my-new-foil` -> `myNewFoil`, the export name the recipes index uses. */
export function exportName(id: string): string {
  return id.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

const literal = (value: unknown) => JSON.stringify(value).replace(/"([A-Za-z_]\w*)":/g, '$1: ');

function paramsSource(recipe: FoilRecipe): string {
  const lines = Object.entries(recipe.params).map(([slot, p]) =>
    'unused' in (p as object) ? `    ${slot}: UNUSED,` : `    ${slot}: ${literal(p)},`,
  );
  return `{\n${lines.join('\n')}\n  }`;
}

/** The defaults beyond the family constants, written out; the constants stay a spread. */
function defaultsSource(recipe: FoilRecipe): string {
  const constants = FAMILIES[recipe.family].constants as Record<string, unknown>;
  const own = Object.entries(recipe.defaults).filter(
    ([k, v]) =>
      !(k in constants) ||
      recipe.familyOverrides?.[k as keyof typeof recipe.familyOverrides] ||
      v !== constants[k],
  );
  const rest = own.map(([k, v]) => `, ${k}: ${literal(v)}`).join('');
  return `{ ...FAMILIES.${recipe.family}.constants${rest} }`;
}

/** Backticks and `${` would end or splice the template literal. */
const templateSafe = (glsl: string) =>
  glsl.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${');

export function recipeFileSource(recipe: FoilRecipe): string {
  const optional = [
    recipe.aliases?.length ? `  aliases: ${literal(recipe.aliases)},` : '',
    recipe.familyOverrides ? `  familyOverrides: ${literal(recipe.familyOverrides)},` : '',
    recipe.samplesFace ? `  samplesFace: ${literal(recipe.samplesFace)},` : '',
  ].filter(Boolean);
  return `import { FAMILIES } from '../families.js';
import { defineRecipe, UNUSED } from '../recipe/types.js';

// Exported from the foilkit pattern lab.
export const ${exportName(recipe.id)} = defineRecipe({
  id: ${literal(recipe.id)},
  family: ${literal(recipe.family)},
  look: ${literal(recipe.look)},
  defaults: ${defaultsSource(recipe)},
  params: ${paramsSource(recipe)},
${optional.map((l) => `${l}\n`).join('')}  glsl: /* glsl */ \`${templateSafe(recipe.glsl)}\`,
});
`;
}
