// Synthesises resolver data at a multiple of the shipped data's size, deterministically, so a
// resolve can be timed against ×1, ×100 and ×10,000 of today's data.
import type { RawResolverData } from '../../../packages/resolver/src/index.js';

export interface Scaled {
  raw: RawResolverData;
  /** The hot set that carries the scaled rules. */
  hotSet: string;
  counts: { inkRows: number; hotSetRules: number; sets: number; frames: number };
}

/**
 * Scale N multiplies what grows with a catalogue: ink rows (10 today → 10·N), rules in one set
 * (10·N, a set that keys many card-specific rarities), synthetic sets (+N) and frame entries (N).
 */
export function scaleData(base: RawResolverData, n: number): Scaled {
  const foils = structuredClone(base.foils) as {
    sets: Record<string, Record<string, unknown> & { rules?: unknown[] }>;
  };
  const ink = structuredClone(base.inkDesigns) as { version: number; rows: Record<string, unknown>[] };
  const frames = structuredClone(base.frames) as { version: number; entries: Record<string, unknown>[] };
  const extra = n === 1 ? 0 : n;
  for (let i = 0; i < extra; i++) {
    foils.sets[`zz${i}`] = {
      name: `Synthetic ${i}`,
      era: 'swsh',
      released: '2030-01',
      rarities: ['Rare Holo'],
      variants: ['holo', 'reverse'],
    };
  }
  const hotSet = 'swsh7';
  const hot = foils.sets[hotSet]!;
  const rules = (hot.rules ??= []);
  const wanted = n === 1 ? 0 : 10 * n;
  for (let i = 0; i < wanted; i++)
    rules.push({ rarity: `synthetic-rarity-${i}`, variantKind: 'holo', recipe: 'galaxy' });
  const inkWanted = n === 1 ? 0 : 10 * n - ink.rows.length;
  for (let i = 0; i < inkWanted; i++) {
    ink.rows.push({
      scope: 'card',
      key: `zz${i % Math.max(1, extra)}-${i}`,
      type: '*',
      variantKind: 'reverse',
      rarity: '*',
      state: 'no-ink',
    });
  }
  const frameWanted = n === 1 ? 0 : n;
  for (let i = 0; i < frameWanted; i++) {
    frames.entries.push({
      card: `zz${i}-1`,
      variantKind: 'reverse',
      inkInScan: 'measured-absent',
      measured: { by: 'bench', on: '2030-01-01', method: 'synthetic' },
    });
  }
  return {
    raw: { ...base, foils, inkDesigns: ink, frames },
    hotSet,
    counts: {
      inkRows: ink.rows.length,
      hotSetRules: rules.length,
      sets: Object.keys(foils.sets).length,
      frames: frames.entries.length,
    },
  };
}
