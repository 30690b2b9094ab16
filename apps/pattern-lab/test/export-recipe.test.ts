import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { assembleFragmentShader, checkRecipe, type FoilRecipe } from '@foilkit/core';
import { listRecipes, requireRecipe } from '@foilkit/core/registry';
import { mapLogLine } from '../src/editor/compile-check.js';
import { exportName, recipeFileSource } from '../src/editor/export-recipe.js';

const coreSrc = fileURLToPath(new URL('../../../packages/core/src', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'lab-export-'));
cpSync(coreSrc, join(work, 'src'), { recursive: true });
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function roundTrip(recipe: FoilRecipe): Promise<unknown> {
  const file = join(work, 'src/recipes', `exported-${recipe.id}.ts`);
  writeFileSync(file, recipeFileSource(recipe));
  const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  return module[exportName(recipe.id)];
}

describe('recipe export', () => {
  it('every shipped recipe, exported and imported back from a copy of core, is the same recipe', async () => {
    for (const recipe of listRecipes()) expect(await roundTrip(recipe), recipe.id).toEqual(recipe);
  });

  it('keeps backticks, backslashes and ${ in a body intact, and the result passes the registry checks', async () => {
    const gold = requireRecipe('gold');
    const odd = {
      ...gold,
      id: 'odd-body',
      glsl: `${gold.glsl}// a \`quoted\` \${note} with a \\ backslash\n`,
    };
    const back = (await roundTrip(odd)) as FoilRecipe;
    expect(back.glsl).toBe(odd.glsl);
    expect(checkRecipe(back)).toEqual([]);
  });

  it('names the export in camel case from the kebab-case id', () => {
    expect(exportName('my-new-foil2')).toBe('myNewFoil2');
  });
});

describe('compile errors map to recipe lines', () => {
  it('a compiler line inside the body becomes that body line; one outside it says so', () => {
    const gold = requireRecipe('gold');
    const program = assembleFragmentShader(gold).split('\n');
    const bodyLine = 5;
    const target = gold.glsl.split('\n')[bodyLine - 1]!;
    expect(target.trim().length).toBeGreaterThan(0);
    const programLine = program.indexOf(target) + 1;
    expect(programLine).toBeGreaterThan(bodyLine);
    const lines = gold.glsl.split('\n').length;
    expect(mapLogLine(`ERROR: 0:${programLine}: 'x' : undeclared identifier`, lines)).toEqual({
      line: bodyLine,
      message: "'x' : undeclared identifier",
    });
    expect(mapLogLine("ERROR: 0:3: 'y' : syntax error", lines)?.line).toBe(0);
    expect(mapLogLine('', lines)).toBeNull();
  });
});
