// The shader text @foilkit/core ships against the one its sources assemble: for every recipe the
// fragment program, and the vertex program, must be the same line for line once comments are
// stripped from both. So the build's comment stripping (strip-glsl-comments.mjs) can only ever
// have removed comments. Run after `npm run build` (tools/pack/check.mjs calls it).
import { register } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { stripGlslText } from './strip-glsl-comments.mjs';

register('../ts-hooks.mjs', import.meta.url);

/** Problems found, and the bytes the shipped programs save; empty problems means equal. */
export async function shippedGlslProblems(root) {
  const load = async (tree, ext) => ({
    ...(await import(pathToFileURL(join(root, `packages/core/${tree}/index.${ext}`)).href)),
    ...(await import(pathToFileURL(join(root, `packages/core/${tree}/registry/index.${ext}`)).href)),
  });
  const src = await load('src', 'ts');
  const dist = await load('dist', 'js');
  const problems = [];
  let saved = 0;
  const compare = (what, a, b) => {
    saved += a.length - b.length;
    if (a.split('\n').length !== b.split('\n').length) problems.push(`${what}: the line counts differ`);
    else if (stripGlslText(a) !== stripGlslText(b)) problems.push(`${what}: differs beyond its comments`);
  };
  const distById = new Map(dist.listRecipes().map((r) => [r.id, r]));
  for (const recipe of src.listRecipes()) {
    const shipped = distById.get(recipe.id);
    if (!shipped) {
      problems.push(`recipe ${recipe.id}: not in the build`);
      continue;
    }
    compare(`recipe ${recipe.id}`, src.assembleFragmentShader(recipe), dist.assembleFragmentShader(shipped));
  }
  compare('vertex program', src.assembleVertexShader(), dist.assembleVertexShader());
  return { problems, saved, recipes: distById.size };
}
