#!/usr/bin/env node
// Puts `'use client'` at the top of every JavaScript module a build emitted, so frameworks with
// React Server Components (Next.js App Router) treat the whole package as client code: a page
// that is a server component may import it, and every module it loads later (the lazy chunks
// included) is a client module too. Run after the build, on its output folder; a source map
// beside a module is shifted by the added line so it still points at the right source lines.
//   node tools/pack/use-client.mjs packages/react/dist
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const USE_CLIENT = "'use client';";

/**
 * Whether a module's first statement is the directive. Comments and blank lines may come
 * before it; anything else (an import, another statement) makes it an ordinary string that
 * no framework reads, so it does not count.
 */
export function hasUseClient(source) {
  const rest = source.replace(/^\uFEFF?(?:\s+|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*/, '');
  return /^(['"])use client\1\s*(?:;|\n|$)/.test(rest);
}

/** Every .js (and .mjs) file under a folder, relative paths, sorted. */
export function jsModules(dir) {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => /\.m?js$/.test(f))
    .sort();
}

/** Adds the directive where it is missing; returns the files it changed. */
export function addUseClient(dir) {
  const changed = [];
  for (const file of jsModules(dir)) {
    const path = join(dir, file);
    const source = readFileSync(path, 'utf8');
    if (hasUseClient(source)) continue;
    writeFileSync(path, `${USE_CLIENT}\n${source}`);
    const map = `${path}.map`;
    if (existsSync(map)) {
      const json = JSON.parse(readFileSync(map, 'utf8'));
      // One more generated line at the top, mapped to nothing.
      json.mappings = `;${json.mappings}`;
      writeFileSync(map, JSON.stringify(json));
    }
    changed.push(file);
  }
  return changed;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: node tools/pack/use-client.mjs <dist folder>');
    process.exit(2);
  }
  addUseClient(dir);
}
