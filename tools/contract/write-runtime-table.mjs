#!/usr/bin/env node
// Writes the runtime view of the uniform table and the surface defaults (see uniform-runtime.ts).
//   node tools/contract/write-runtime-table.mjs [--check]
import { register } from 'node:module';
import { writeGenerated } from '../write-generated.mjs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

register('../ts-hooks.mjs', import.meta.url);
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { UNIFORMS } = await import('../../packages/core/src/contract/uniforms.ts');
const { uniformRuntimeSource, surfaceDefaultsSource } = await import('./uniform-runtime.ts');

const outputs = [
  ['packages/core/src/contract/uniform-runtime.ts', uniformRuntimeSource(UNIFORMS)],
  ['packages/core/src/contract/surface-defaults.ts', surfaceDefaultsSource(UNIFORMS)],
];
writeGenerated(root, outputs);
