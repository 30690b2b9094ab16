import { describe, expect, it } from 'vitest';
import { rawData } from '@foilkit/data';
import { loadResolverData, resolveSurface, type RawResolverData } from '../src/index.js';
import { extendResolverData } from '@foilkit/resolver/extend';

// A site extending the shipped data, as a card site would: its rows win, ours stay intact.
const ours = rawData as RawResolverData;
const snapshot = JSON.stringify(ours);

describe('extendResolverData: a site adds to the shipped data', () => {
  it('adds a set of its own that resolves like a shipped one', () => {
    const data = loadResolverData(
      extendResolverData(ours, {
        foils: {
          sets: {
            'mysite-1': {
              name: 'My Site Promos',
              era: 'swsh',
              released: '2026-11',
              rarities: ['promo'],
              variants: ['normal', 'holo'],
              rules: [{ rarity: '*', variantKind: 'holo', recipe: 'gold' }],
            },
          },
        },
      }),
    );
    const s = resolveSurface({ era: 'swsh', set: 'mysite-1', rarity: 'promo', variantKind: 'holo' }, data);
    expect(s.recipe).toBe('gold');
    expect(s.provenance.decisions[0]).toMatchObject({
      scope: 'set',
      key: 'mysite-1',
      row: 'sets.mysite-1.rules[0]',
    });
    // The shipped sets are all still there.
    expect(
      resolveSurface({ era: 'swsh', set: 'swsh7', rarity: 'rare-secret', variantKind: 'holo' }, data).recipe,
    ).toBe('gold');
  });

  it('their fields win over ours for a set both have; the rest of our row stays', () => {
    const printing = { era: 'swsh', set: 'swsh7', rarity: 'rare-holo', variantKind: 'holo' } as const;
    const before = resolveSurface(printing, loadResolverData(ours));
    expect(before.recipe).toBe('vertical-sheen');
    const data = loadResolverData(
      extendResolverData(ours, {
        foils: { sets: { swsh7: { rules: [{ rarity: 'rare-holo', variantKind: 'holo', recipe: 'silk' }] } } },
      }),
    );
    const after = resolveSurface(printing, data);
    expect(after.recipe).toBe('silk');
    expect(after.set).toBe('swsh7');
    expect(after.era).toBe('swsh'); // era, name and variants came from our row
  });

  it('a row of theirs replaces our ink row with the same key', () => {
    const printing = { era: 'sv', set: 'foilkit-samples', rarity: 'common', variantKind: 'reverse' } as const;
    const base = loadResolverData(ours);
    expect(resolveSurface(printing, base).textures.ink).toBe('ink-tiles/ring-dot.png');
    const theirs = {
      scope: 'set',
      key: 'foilkit-samples',
      type: '*',
      variantKind: 'reverse',
      rarity: '*',
      state: 'design',
      tile: 'star-lattice',
      placement: {
        tilesAcross: 8,
        phase: [0, 0],
        rotationTurns: 0,
        jitter: 0,
        stagger: 0,
        strength: 1,
        tone: 0,
      },
    };
    const data = loadResolverData(extendResolverData(ours, { inkDesigns: { rows: [theirs] } }));
    const s = resolveSurface(printing, data);
    expect(s.textures.ink).toBe('ink-tiles/star-lattice.png');
    expect(s.provenance.decisions.find((d) => d.decision === 'ink')?.row).toBe('rows[0]');
  });

  it('adds a hand mask: the sidecar and a card of theirs give the hand tier', () => {
    const data = loadResolverData(
      extendResolverData(ours, {
        masks: {
          'swsh7-1.holo.json': {
            version: 1,
            card: 'swsh7-1',
            variantKind: 'holo',
            file: 'masks/swsh7-1.holo.png',
            width: 734,
            height: 1024,
            source: 'drawn by hand over our own scan',
            licence: 'CC0-1.0',
            author: 'a card site',
            notTracedMark: true,
          },
        },
      }),
    );
    const s = resolveSurface(
      { era: 'swsh', set: 'swsh7', card: 'swsh7-1', rarity: 'rare-holo', variantKind: 'holo' },
      data,
    );
    expect(s.maskTier).toBe('hand');
    expect(s.textures.mask).toBe('masks/swsh7-1.holo.png');
  });

  it('reports unknown keys of theirs, inert, and leaves our data unchanged', () => {
    const data = loadResolverData(
      extendResolverData(ours, {
        foils: { sets: { swsh7: { sparkle: true } }, shinyNewField: 1 },
        layouts: {
          eras: { swsh: { layouts: { mine: { art: { x: 0, y: 0, w: 1, h: 1 }, radius: 0, feather: 0 } } } },
        },
      }),
    );
    const paths = data.warnings.map((w) => `${w.file} ${w.path}`);
    expect(paths).toContain('foils.json sets.swsh7.sparkle');
    expect(paths).toContain('foils.json shinyNewField');
    // The era gained a layout without losing its own.
    expect(Object.keys(data.layouts.eras.swsh!.layouts)).toEqual(
      expect.arrayContaining([
        'mine',
        ...Object.keys((ours.layouts as { eras: { swsh: { layouts: object } } }).eras.swsh.layouts),
      ]),
    );
    expect(JSON.stringify(ours)).toBe(snapshot);
  });

  it('keeps a key named like a built-in as data, never as a prototype', () => {
    const merged = extendResolverData(ours, {
      foils: JSON.parse('{"sets": {"__proto__": {"polluted": true}}}') as object,
    });
    const sets = (merged.foils as { sets: Record<string, unknown> }).sets;
    expect(Object.hasOwn(sets, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((sets as { polluted?: unknown }).polluted).toBeUndefined();
  });
});
