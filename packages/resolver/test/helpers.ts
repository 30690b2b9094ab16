import { fileURLToPath } from 'node:url';
import { loadResolverData, type RawResolverData, type ResolverData } from '../src/index.js';
import { loadResolverDataFromDir } from '../src/node.js';

export const DATA_DIR = fileURLToPath(new URL('../../data/', import.meta.url));

let cached: ResolverData | undefined;
/** The shipped data (@foilkit/data), loaded once per test file. */
export function realData(): ResolverData {
  cached ??= loadResolverDataFromDir(DATA_DIR);
  return cached;
}

const rect = (x: number, y: number, w: number, h: number) => ({ x, y, w, h });

/**
 * A small, complete data set for precedence tests. Two eras: "alpha" has
 * a design row, "beta" has none. Set a1 has a subset "tg" and an alias "a1.0".
 */
export function fixtureRaw(): RawResolverData {
  return {
    layouts: {
      version: 1,
      eras: {
        alpha: {
          label: 'Alpha',
          layouts: {
            standard: { art: rect(0.1, 0.5, 0.8, 0.4), radius: 0.01, feather: 0.004 },
            trainer: { art: rect(0.2, 0.55, 0.6, 0.3), radius: 0, feather: 0.004 },
            'full-art': { art: rect(0.03, 0.02, 0.94, 0.96), radius: 0.03, feather: 0.006 },
          },
        },
        beta: {
          label: 'Beta',
          layouts: { standard: { art: rect(0.05, 0.45, 0.9, 0.45), radius: 0.02, feather: 0.005 } },
        },
      },
    },
    foils: {
      version: 1,
      variants: {
        normal: { mask: 'none', label: 'n' },
        holo: { mask: 'window', label: 'h' },
        reverse: { mask: 'reverse', label: 'r' },
        'full-art': { mask: 'full', label: 'f' },
      },
      defaults: {
        rules: [
          { rarity: '*', variantKind: '*', recipe: 'starlight' },
          { rarity: '*', variantKind: 'normal', recipe: null },
        ],
      },
      eras: {
        alpha: {
          rules: [
            { rarity: '*', variantKind: 'holo', recipe: 'galaxy' },
            { rarity: 'rare-holo', variantKind: '*', recipe: 'swirl' },
            { rarity: 'rare-holo', variantKind: 'holo', recipe: 'cosmos' },
          ],
        },
        beta: { rules: [{ rarity: '*', variantKind: 'reverse', recipe: 'line-holo' }] },
      },
      sets: {
        a1: {
          name: 'A1',
          era: 'alpha',
          released: '2020-01',
          aliases: ['a1.0'],
          rarities: ['common', 'rare-holo'],
          variants: ['normal', 'holo', 'reverse'],
          rules: [{ rarity: '*', variantKind: 'reverse', recipe: 'vertical-sheen' }],
          subsets: {
            tg: {
              name: 'Gallery',
              aliases: ['a1tg'],
              rules: [{ rarity: '*', variantKind: 'reverse', recipe: 'silk' }],
            },
          },
        },
        b1: {
          name: 'B1',
          era: 'beta',
          released: '2021-01',
          rarities: ['common'],
          variants: ['normal', 'holo', 'reverse'],
        },
      },
      cards: { 'a1-7': { rules: [{ rarity: '*', variantKind: '*', recipe: 'gold' }] } },
    },
    inkDesigns: {
      version: 1,
      rows: [
        {
          scope: 'era',
          key: 'alpha',
          type: '*',
          variantKind: 'reverse',
          rarity: '*',
          state: 'design',
          tile: 'dots',
          placement: {
            tilesAcross: 9,
            phase: [0.5, 0.25],
            rotationTurns: 0.125,
            jitter: 0.1,
            stagger: 0.5,
            strength: 0.8,
            tone: 0.2,
          },
        },
        { scope: 'set', key: 'a1', type: '*', variantKind: 'reverse', rarity: 'uncommon', state: 'queued' },
        {
          scope: 'set',
          key: 'a1',
          type: 'water',
          variantKind: 'reverse',
          rarity: '*',
          state: 'design',
          tile: 'dots',
          placement: { tilesAcross: 20 },
        },
        { scope: 'subset', key: 'a1/tg', type: '*', variantKind: 'reverse', rarity: '*', state: 'no-ink' },
        {
          scope: 'card',
          key: 'a1-3',
          type: '*',
          variantKind: 'reverse',
          rarity: '*',
          state: 'design',
          tile: 'dots',
          placement: { tilesAcross: 4 },
        },
      ],
    },
    inkIndex: {
      version: 1,
      tiles: {
        dots: {
          file: 'ink-tiles/dots.png',
          width: 64,
          height: 64,
          seam: 0,
          coverage: 0.2,
          source: 's',
          licence: 'CC0-1.0',
          author: 'a',
          notTracedMark: true,
        },
      },
    },
    frames: {
      version: 1,
      entries: [
        {
          card: 'a1-5',
          variantKind: 'reverse',
          inkInScan: 'measured-present',
          measured: { by: 'tester', on: '2025-01-01', method: 'difference against a plain printing' },
        },
        {
          card: 'a1-6',
          variantKind: 'reverse',
          inkInScan: 'measured-absent',
          measured: { by: 'tester', on: '2025-01-01', method: 'difference against a plain printing' },
        },
      ],
    },
    plates: { version: 1, etch: [], glyphs: [] },
    masks: {},
  };
}

export function fixtureData(edit?: (raw: RawResolverData) => void): ResolverData {
  const raw = fixtureRaw();
  edit?.(raw);
  return loadResolverData(raw);
}

/** Deep-mutable access into fixture JSON for malformed-data tests. */
export function at(value: unknown, ...path: Array<string | number>): Record<string, unknown> {
  let node = value as Record<string | number, unknown>;
  for (const key of path) node = node[key] as Record<string | number, unknown>;
  return node;
}
