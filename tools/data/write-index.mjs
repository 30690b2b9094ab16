#!/usr/bin/env node
// Writes @foilkit/data's generated modules (asset URLs, mask sidecars) from the data files.
//   node tools/data/write-index.mjs [--check]
import { register } from 'node:module';
import { writeGenerated } from '../write-generated.mjs';
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
writeGenerated(root, outputs);
