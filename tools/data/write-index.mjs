#!/usr/bin/env node
// Writes @foilkit/data's generated modules (asset URLs, mask sidecars) from the data files.
//   node tools/data/write-index.mjs [--check]
import { register } from 'node:module';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

register('../ts-hooks.mjs', import.meta.url);
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = join(root, 'packages/data');
const { assetsModuleSource, masksModuleSource } = await import('./data-index.ts');

const outputs = [
  ['packages/data/src/assets.ts', assetsModuleSource(dataDir)],
  ['packages/data/src/masks.ts', masksModuleSource(dataDir)],
];
const check = process.argv.includes('--check');
let stale = 0;
for (const [path, text] of outputs) {
  const file = join(root, path);
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (current === text) continue;
  stale++;
  if (check) {
    console.error(`${path} is stale: run npm run data:index`);
  } else {
    writeFileSync(file, text);
    console.log(`wrote ${path}`);
  }
}
process.exit(check && stale ? 1 : 0);
