#!/usr/bin/env node
// Blind pairs from two render.mjs runs: for each (class, tilt, width) in both, one image A|B with
// the before and after renders on seeded-random sides (balanced: half the pairs have the new one
// on A). The pairs and sheet.md (what to judge, per pair the class description) go to --out; the
// key (which side is new) goes to --key, by default beside --out, never inside it.
//
//   node tools/looks/pair.mjs --before DIR --after DIR --out DIR --seed N [--key FILE] [--fit]
//
// --fit trims each render to the card and scales it to fill the same box (the versions may frame
// the card at different sizes, which would tell the sides apart); without it the renders are used
// exactly as drawn.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({
  options: {
    before: { type: 'string' },
    after: { type: 'string' },
    out: { type: 'string' },
    seed: { type: 'string' },
    key: { type: 'string' },
    fit: { type: 'boolean', default: false },
    list: { type: 'string', default: 'printings.json' },
  },
});
if (!values.before || !values.after || !values.out || values.seed === undefined) {
  console.error('usage: node tools/looks/pair.mjs --before DIR --after DIR --out DIR --seed N [--key FILE]');
  process.exit(2);
}
const beforeDir = resolve(values.before);
const afterDir = resolve(values.after);
const outDir = resolve(values.out);
const seed = Number(values.seed);
if (!Number.isInteger(seed)) throw new Error(`--seed must be an integer, got ${values.seed}`);
const keyFile = resolve(values.key ?? join(dirname(outDir), `key.json`));
const keyRel = relative(outDir, keyFile);
if (!keyRel.startsWith('..') && !keyRel.startsWith('/'))
  throw new Error(`--key ${keyFile} must not be inside --out`);

const list = JSON.parse(readFileSync(resolve(here, values.list), 'utf8'));
const describe = new Map(list.classes.map((c) => [c.id, c.description]));
const before = JSON.parse(readFileSync(join(beforeDir, 'manifest.json'), 'utf8'));
const after = JSON.parse(readFileSync(join(afterDir, 'manifest.json'), 'utf8'));

/** Every shot of a manifest by file name, with its card's entry. */
function shots(manifest) {
  const map = new Map();
  for (const card of manifest.cards) for (const s of card.shots) map.set(s.file, { card, shot: s });
  return map;
}
const b = shots(before);
const a = shots(after);
const names = [...b.keys()].filter((f) => a.has(f));
const skipped = [...new Set([...b.keys(), ...a.keys()])].filter((f) => !names.includes(f));

// mulberry32: small, seeded, the same sequence on every machine.
function rng(s) {
  let t = s >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}
function shuffle(items, random) {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
const random = rng(seed);
const sides = shuffle(
  names.map((_, i) => (i % 2 === 0 ? 'A' : 'B')),
  random,
);

mkdirSync(outDir, { recursive: true });
const fitDir = join(dirname(keyFile), '.fit-tmp');
/**
 * --fit: the card cut from its margin and scaled to fill a card-sized box, centred on the render's
 * own canvas size, so a version that frames the card smaller is not told apart by size alone.
 */
function fitted(file, width, side) {
  mkdirSync(fitDir, { recursive: true });
  const out = join(fitDir, `${side}.png`);
  const height = Math.round((width * 88) / 63);
  const size = execFileSync('identify', ['-format', '%wx%h', file], { encoding: 'utf8' }).trim();
  execFileSync('convert', [
    file,
    '-fuzz',
    '3%',
    '-trim',
    '+repage',
    '-resize',
    `${width}x${height}`,
    '-background',
    '#2b2d31',
    '-gravity',
    'center',
    '-extent',
    size,
    out,
  ]);
  return out;
}
const key = {
  seed,
  before: beforeDir,
  after: afterDir,
  beforeCommit: before.commit,
  afterCommit: after.commit,
  pairs: {},
};
const sheet = [
  '# Blind look review',
  '',
  'Each image shows one printing twice, side A (left) and side B (right): the same card scan, the',
  'same tilt, drawn by two versions of the renderer. For each pair, pick the side that looks more',
  'like the real foil of that printing (the lines under each class heading describe it; more in',
  '`spec/real-foils.md`), or "same", and say why in a sentence. Judge each pair on its own.',
  '',
];
let lastClass = null;
for (const [i, name] of names.entries()) {
  const { card, shot } = a.get(name);
  const newSide = sides[i];
  const left = newSide === 'A' ? join(afterDir, name) : join(beforeDir, name);
  const right = newSide === 'A' ? join(beforeDir, name) : join(afterDir, name);
  for (const f of [left, right]) if (!existsSync(f)) throw new Error(`missing render ${f}`);
  const outFile = join(outDir, name);
  const [l, r] = values.fit ? [fitted(left, card.width, 'A'), fitted(right, card.width, 'B')] : [left, right];
  execFileSync('montage', [
    '-label',
    'A',
    l,
    '-label',
    'B',
    r,
    '-tile',
    '2x1',
    '-geometry',
    '+8+8',
    '-background',
    '#2b2d31',
    '-fill',
    'white',
    '-pointsize',
    String(card.width >= 400 ? 22 : 14),
    '-depth',
    '8',
    outFile,
  ]);
  const old = b.get(name);
  key.pairs[name] = {
    new: newSide,
    A: newSide === 'A' ? 'after' : 'before',
    B: newSide === 'A' ? 'before' : 'after',
    class: card.id,
    tilt: shot.tilt,
    width: card.width,
    beforeState: old.card.state,
    afterState: card.state,
    beforeResolved: old.card.resolved,
    afterResolved: card.resolved,
  };
  if (card.id !== lastClass) {
    sheet.push(`## ${card.id}`, '', describe.get(card.id) ?? '', '');
    lastClass = card.id;
  }
  const t = shot.tilt;
  sheet.push(
    `- **${basename(name, '.png')}** (tilt x ${t.x}, y ${t.y}; ${card.width} px): ![${name}](${relative(outDir, outFile)})  `,
    '  Verdict: A / B / same. Why:',
    '',
  );
}
if (values.fit) rmSync(fitDir, { recursive: true, force: true });
writeFileSync(join(outDir, 'sheet.md'), sheet.join('\n'));
writeFileSync(keyFile, JSON.stringify(key, null, 2) + '\n');
const onA = sides.filter((s) => s === 'A').length;
console.log(
  `${names.length} pairs in ${outDir} (new on A in ${onA}, on B in ${names.length - onA}); key: ${keyFile}`,
);
if (skipped.length) console.log(`skipped (in one run only): ${skipped.join(', ')}`);
