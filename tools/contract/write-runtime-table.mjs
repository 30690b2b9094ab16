#!/usr/bin/env node
// Writes the runtime view of the uniform table and the surface defaults (see uniform-runtime.ts).
//   node tools/contract/write-runtime-table.mjs [--check]
import { register } from 'node:module';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

register('../ts-hooks.mjs', import.meta.url);
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { UNIFORMS } = await import('../../packages/core/src/contract/uniforms.ts');
const { uniformRuntimeSource } = await import('./uniform-runtime.ts');

const { surfaceDefaultsSource } = await import('./uniform-runtime.ts');
const outputs = [
  ['packages/core/src/contract/uniform-runtime.ts', uniformRuntimeSource(UNIFORMS)],
  ['packages/core/src/contract/surface-defaults.ts', surfaceDefaultsSource(UNIFORMS)],
];
const check = process.argv.includes('--check');
let stale = 0;
for (const [path, text] of outputs) {
  const file = join(root, path);
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (current === text) continue;
  stale++;
  if (check) {
    console.error(`${path} is stale: run npm run generate`);
  } else {
    writeFileSync(file, text);
    console.log(`wrote ${path}`);
  }
}
process.exit(check && stale ? 1 : 0);
