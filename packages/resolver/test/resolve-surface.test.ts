import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RESOLVER_VERSION, resolveSurface } from '../src/index.js';
import { fixtureData, realData } from './helpers.js';

const CONTRACT_UNIFORMS = [
  'uMaskRect',
  'uMaskRadius',
  'uMaskFeather',
  'uMaskInvert',
  'uMaskTexOn',
  'uInkOn',
  'uInkDraw',
  'uInkTile',
  'uInkJitter',
  'uInkStagger',
  'uInkStrength',
  'uInkTone',
  'uEtchOn',
  'uEtchTexel',
  'uGlyphOn',
  'uGlyphCount',
  'uGlyphGrid',
];

describe('resolveSurface', () => {
  it('emits exactly the surface-owned uniforms the contract names', () => {
    const s = resolveSurface(
      { era: 'swsh', set: 'swsh7', rarity: 'rare-holo', variantKind: 'holo' },
      realData(),
    );
    expect(Object.keys(s.uniforms).sort()).toEqual([...CONTRACT_UNIFORMS].sort());
    expect(s.uniforms.uMaskRect).toHaveLength(4);
    expect(s.uniforms.uInkTile).toHaveLength(4);
    expect(s.textures).toEqual({});
  });

  it('records the resolver version, every data file version and one decision per concern', () => {
    const data = fixtureData();
    const s = resolveSurface(
      { era: 'alpha', set: 'a1', subset: 'tg', card: 'a1-7', rarity: 'common', variantKind: 'reverse' },
      data,
    );
    expect(s.provenance.resolverVersion).toBe(RESOLVER_VERSION);
    expect(s.provenance.dataVersions).toEqual(data.versions);
    expect(s.provenance.decisions.map((d) => `${d.decision}:${d.scope}`)).toEqual([
      'foil:card',
      'layout:era',
      'mask:era',
      'ink:subset',
    ]);
  });

  it('is deterministic and leaves data untouched', () => {
    const data = realData();
    const before = JSON.stringify(data.foils);
    const printing = {
      era: 'sv',
      set: 'sv3pt5',
      rarity: 'special-illustration-rare',
      variantKind: 'full-art',
    };
    expect(resolveSurface(printing, data)).toEqual(resolveSurface(printing, data));
    expect(JSON.stringify(data.foils)).toBe(before);
  });

  it('resolves the sample-card index printings to recipes and layouts the generator used', () => {
    const index = JSON.parse(
      readFileSync(new URL('../../../data/sample-cards/index.json', import.meta.url), 'utf8'),
    ) as {
      cards: Array<{
        id: string;
        layout: string;
        printing: { era: string; set: string; rarity: string; variantKind: string; supertype?: string };
      }>;
    };
    for (const card of index.cards) {
      const s = resolveSurface(card.printing, realData());
      if (card.printing.variantKind !== 'normal') expect(s.recipe, card.id).not.toBeNull();
      expect(s.layout, card.id).toBe(card.layout);
    }
  });
});
