#!/usr/bin/env node
// Regenerates the uniform table in docs/SHADER-CONTRACT.md from the uniform table in code.
// The unit suite fails whenever the two differ, so run this after changing a uniform.
import { register } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

register('../ts-hooks.mjs', import.meta.url);
const { uniformsMarkdownTable } = await import('../../packages/core/src/contract/docs-table.ts');

const doc = resolve(dirname(fileURLToPath(import.meta.url)), '../../docs/SHADER-CONTRACT.md');
const text = readFileSync(doc, 'utf8');
const table = uniformsMarkdownTable();
const begin = table.split('\n')[0];
const end = table.split('\n').at(-1);
const start = text.indexOf(begin);
const stop = text.indexOf(end);
if (start < 0 || stop < 0) throw new Error(`${doc}: uniform-table markers not found`);
writeFileSync(doc, text.slice(0, start) + table + text.slice(stop + end.length));
console.log(`docs: uniform table written to ${doc}`);
