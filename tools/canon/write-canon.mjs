#!/usr/bin/env node
// Writes data/canon/<id>.json: a full snapshot of each recipe's shipped look (every
// recipe-owned uniform). Existing canon files are left alone: a canon is a frozen look, and a
// recipe default that changes later must not move it. Migrate a canon on purpose with --force.
//   node tools/canon/write-canon.mjs [--force] [--recipes a,b]
import { register } from 'node:module';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

register('../ts-hooks.mjs', import.meta.url);
const { listRecipes } = await import('../../packages/core/src/registry/index.ts');
const { createCanon } = await import('../../packages/core/src/canon.ts');
const { seedRecipeValues } = await import('../../packages/core/src/recipe/seed.ts');

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({
  options: { force: { type: 'boolean', default: false }, recipes: { type: 'string' } },
});
const wanted = values.recipes ? new Set(values.recipes.split(',')) : null;
const dir = join(root, 'data/canon');
mkdirSync(dir, { recursive: true });
let written = 0;
for (const recipe of listRecipes()) {
  if (wanted && !wanted.has(recipe.id)) continue;
  const file = join(dir, `${recipe.id}.json`);
  if (existsSync(file) && !values.force) continue;
  const canon = createCanon(
    recipe.id,
    seedRecipeValues(recipe),
    `Shipped look of ${recipe.id} (${recipe.family}).`,
  );
  writeFileSync(file, `${JSON.stringify(canon, null, 2)}\n`);
  written++;
}
console.log(`canon: wrote ${written} file(s) to ${dir}`);
