#!/usr/bin/env node
// Rewrites the printing-class and finish tables in docs/RESOLVER.md from packages/data/foils.json.
// The resolver's unit suite fails whenever they differ, so run this after changing foils.json.
import { register } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

register('../ts-hooks.mjs', import.meta.url);
const { withTables } = await import('./class-table.ts');

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const doc = resolve(root, 'docs/RESOLVER.md');
const foils = JSON.parse(readFileSync(resolve(root, 'packages/data/foils.json'), 'utf8'));
writeFileSync(doc, withTables(readFileSync(doc, 'utf8'), foils));
console.log(`docs: class and finish tables written to ${doc}`);
