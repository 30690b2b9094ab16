#!/usr/bin/env node
// Drops the `//` comments from the GLSL that a build emitted, so card sites do not download the
// recipes' explanations: every template literal tagged `/* glsl */` loses its comment text, and
// nothing else changes. The newline after each comment stays, so every line keeps its number and
// the source maps beside the modules stay right. The sources (shipped too, under src/) keep the
// comments for readers. GLSL has no string literals, so `//` inside a shader is always a comment.
//   node tools/pack/strip-glsl-comments.mjs packages/core/dist
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { jsModules } from './use-client.mjs';

const TAG = '/* glsl */';

/** Strips `//` comments from one GLSL text (no interpolations in it); lines keep their count. */
export function stripGlslText(text) {
  return text.replace(/[ \t]*\/\/[^\n]*/g, '');
}

/**
 * Strips the comments of every `/* glsl *\/`-tagged template literal in a module's source. Only
 * the literal's own text is touched: a `${...}` interpolation is copied as it is (its braces
 * counted, so an object or a nested literal inside it is skipped whole).
 */
export function stripGlslComments(source) {
  let out = '';
  let from = 0;
  for (;;) {
    const tag = source.indexOf(TAG, from);
    if (tag < 0) return out + source.slice(from);
    const open = source.slice(tag + TAG.length).search(/\S/) + tag + TAG.length;
    // A tag in code stands where a value starts; one inside a comment or a string is prose.
    const before = source.slice(Math.max(0, tag - 64), tag).trimEnd();
    if (source[open] !== '`' || !/(?:[=:(,[{}?]|\breturn)$/.test(before)) {
      out += source.slice(from, tag + TAG.length);
      from = tag + TAG.length;
      continue;
    }
    out += source.slice(from, open + 1);
    let i = open + 1;
    let text = '';
    while (i < source.length && source[i] !== '`') {
      if (source[i] === '\\') {
        text += source.slice(i, i + 2);
        i += 2;
      } else if (source.startsWith('${', i)) {
        out += stripGlslText(text);
        text = '';
        const end = interpolationEnd(source, i + 2);
        out += source.slice(i, end);
        i = end;
      } else {
        text += source[i++];
      }
    }
    if (i >= source.length) throw new Error('strip-glsl-comments: a /* glsl */ literal never closes');
    out += `${stripGlslText(text)}\``;
    from = i + 1;
  }
}

/** The index just past the `}` that closes an interpolation whose body starts at `i`. */
function interpolationEnd(source, i) {
  let depth = 1;
  while (i < source.length) {
    const c = source[i];
    if (c === '`') {
      i = templateEnd(source, i + 1);
      continue;
    }
    if (c === "'" || c === '"') {
      const close = source.indexOf(c, i + 1);
      i = close < 0 ? source.length : close + 1;
      continue;
    }
    if (c === '{') depth++;
    if (c === '}' && --depth === 0) return i + 1;
    i++;
  }
  throw new Error('strip-glsl-comments: an interpolation never closes');
}

/** The index just past the backtick that closes a (nested) template literal whose text starts at `i`. */
function templateEnd(source, i) {
  while (i < source.length && source[i] !== '`') {
    if (source[i] === '\\') i += 2;
    else if (source.startsWith('${', i)) i = interpolationEnd(source, i + 2);
    else i++;
  }
  return i + 1;
}

/** Strips every module under a folder; returns the files it changed. */
export function stripGlslCommentsIn(dir) {
  const changed = [];
  for (const file of jsModules(dir)) {
    const path = join(dir, file);
    const source = readFileSync(path, 'utf8');
    const stripped = stripGlslComments(source);
    if (stripped === source) continue;
    writeFileSync(path, stripped);
    changed.push(file);
  }
  return changed;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: node tools/pack/strip-glsl-comments.mjs <dist folder>');
    process.exit(2);
  }
  const changed = stripGlslCommentsIn(dir);
  console.log(`strip-glsl-comments: ${changed.length} module(s) in ${dir}`);
}
