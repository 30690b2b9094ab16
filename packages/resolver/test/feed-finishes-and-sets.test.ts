// The finish says whether, the class says how; every English set is known; the card-site helper.
import { describe, expect, it } from 'vitest';
import {
  PrintingError,
  loadResolverData,
  printingFromPokemonTcgCard,
  printingsFromPokemonTcgCard,
  resolveSurface,
  slugKey,
  DataError,
} from '../src/index.js';
import englishSets from './fixtures/english-sets.json' with { type: 'json' };
import { fixtureRaw, realData } from './helpers.js';

const data = realData();

describe('every English set in the public list is known', () => {
  it(`all ${englishSets.sets.length} ids resolve to a set and its era, with no note`, () => {
    expect(englishSets.sets.length).toBe(173);
    const unknown: string[] = [];
    for (const { id } of englishSets.sets) {
      const s = resolveSurface({ set: id, rarity: 'Common', variantKind: 'normal' }, data);
      const notes = s.provenance.notes.filter((n) => !n.startsWith('era missing'));
      if (!data.setIndex.has(id) || !data.index.layouts.has(s.era) || notes.length > 0)
        unknown.push(`${id}: ${notes.join('; ')}`);
    }
    expect(unknown).toEqual([]);
  });

  it('subset ids map to their set and subset', () => {
    const cases: Array<[string, string, string]> = [
      ['swsh9tg', 'swsh9', 'tg'],
      ['swsh10tg', 'swsh10', 'tg'],
      ['swsh11tg', 'swsh11', 'tg'],
      ['swsh12tg', 'swsh12', 'tg'],
      ['swsh12pt5gg', 'swsh12pt5', 'gg'],
      ['swsh45sv', 'swsh45', 'sv'],
      ['sma', 'sm115', 'sv'],
      ['cel25c', 'cel25', 'classic'],
    ];
    for (const [id, set, subset] of cases) expect(data.setIndex.get(id)).toEqual({ set, subset });
  });

  it('era is optional: a known set decides it, and the note says so', () => {
    const s = resolveSurface({ set: 'pop5', rarity: 'Rare Holo Star', variantKind: 'holofoil' }, data);
    expect(s.era).toBe('ex');
    expect(s.provenance.notes).toEqual(["era missing; the set's era ex applies"]);
  });
});

describe('feed finish names', () => {
  const base = { set: 'swsh9', rarity: 'Rare Holo VSTAR', subtypes: ['VSTAR'] } as const;

  it('camel case and kebab case are one key', () => {
    expect(slugKey('reverseHolofoil')).toBe('reverse-holofoil');
    expect(slugKey('1stEditionHolofoil')).toBe('1st-edition-holofoil');
    expect(slugKey('unlimitedHolofoil')).toBe('unlimited-holofoil');
    expect(slugKey('Rare Holo VMAX')).toBe('rare-holo-vmax');
  });

  it('holofoil (and our word holo) is the printing’s own foil: the class decides the area', () => {
    for (const variantKind of ['holofoil', 'holo', 'Holofoil']) {
      const s = resolveSurface({ ...base, variantKind }, data);
      expect([s.printingClass, s.area, s.texture, s.recipe]).toEqual([
        'swsh-vmax',
        'full',
        'etched',
        'etched',
      ]);
      expect(s.uniforms.uMaskRect).toEqual([0, 0, 1, 1]);
      expect(s.provenance.notes).toEqual(["era missing; the set's era swsh applies"]);
    }
  });

  it('reverseHolofoil (reverse, reverse-holofoil) is the reverse; normal is no foil', () => {
    for (const variantKind of ['reverseHolofoil', 'reverse', 'reverse-holofoil']) {
      const s = resolveSurface({ set: 'swsh4', rarity: 'Rare', variantKind }, data);
      expect([s.printingClass, s.area, s.uniforms.uMaskInvert]).toEqual(['swsh-reverse', 'reverse', 1]);
    }
    const n = resolveSurface({ set: 'swsh4', rarity: 'Rare', variantKind: 'normal' }, data);
    expect([n.recipe, n.area, n.maskTier, n.texture]).toEqual([null, 'none', 'none', undefined]);
  });

  it('1stEdition* adds the edition and keeps the foil; unlimited* likewise', () => {
    const first = resolveSurface(
      { set: 'base1', rarity: 'Rare Holo', variantKind: '1stEditionHolofoil' },
      data,
    );
    const unl = resolveSurface({ set: 'base1', rarity: 'Rare Holo', variantKind: 'unlimitedHolofoil' }, data);
    const plain = resolveSurface({ set: 'base1', rarity: 'Rare Holo', variantKind: 'holofoil' }, data);
    expect(first.edition).toBe('1st-edition');
    expect(unl.edition).toBe('unlimited');
    expect(plain.edition).toBeUndefined();
    for (const s of [first, unl]) {
      expect(s.recipe).toBe(plain.recipe);
      expect(s.uniforms).toEqual(plain.uniforms);
    }
    const firstNormal = resolveSurface(
      { set: 'base1', rarity: 'Common', variantKind: '1stEditionNormal' },
      data,
    );
    expect([firstNormal.recipe, firstNormal.edition]).toEqual([null, '1st-edition']);
  });

  it('an unknown finish is read as the printing’s own foil, with a note', () => {
    const s = resolveSurface({ ...base, variantKind: 'sparkly' }, data);
    expect(s.printingClass).toBe('swsh-vmax');
    expect(s.area).toBe('full');
    expect(s.provenance.notes.join('\n')).toContain(
      `variantKind "sparkly" is not declared in foils.json; treated as the printing's own foil (holofoil)`,
    );
  });

  it('subtypes key class rows: a Tera ex is etched, a plain ex is smooth; promos follow their subtype', () => {
    const tera = resolveSurface(
      { set: 'sv3', rarity: 'Double Rare', variantKind: 'holofoil', subtypes: ['Stage 2', 'ex', 'Tera'] },
      data,
    );
    const ex = resolveSurface(
      { set: 'sv1', rarity: 'Double Rare', variantKind: 'holofoil', subtypes: ['Basic', 'ex'] },
      data,
    );
    expect([tera.printingClass, tera.texture]).toEqual(['tera-ex', 'etched']);
    expect([ex.printingClass, ex.texture]).toEqual(['double-rare', 'smooth']);
    const promoV = resolveSurface(
      { set: 'swshp', rarity: 'Promo', variantKind: 'holofoil', subtypes: ['V'] },
      data,
    );
    const promo = resolveSurface({ set: 'swshp', rarity: 'Promo', variantKind: 'holofoil' }, data);
    expect([promoV.printingClass, promoV.area]).toEqual(['swsh-v', 'full']);
    expect([promo.printingClass, promo.area, promo.recipe]).toEqual(['cosmos-promo', 'window', 'cosmos']);
  });

  it('subtypes of the wrong type are a PrintingError naming the field', () => {
    const bad = {
      set: 'sv1',
      rarity: 'Rare',
      variantKind: 'holofoil',
      subtypes: 'ex',
    } as unknown as Parameters<typeof resolveSurface>[0];
    expect(() => resolveSurface(bad, data)).toThrow(PrintingError);
    expect(() => resolveSurface(bad, data)).toThrow(/"subtypes" must be an array of strings/);
  });
});

describe('the class table in data is checked on load', () => {
  it('a rule naming an undefined class, or an alias naming two variants, is a DataError', () => {
    const raw = fixtureRaw();
    const foils = raw.foils as {
      eras: Record<string, { rules: unknown[] }>;
      variants: Record<string, unknown>;
    };
    foils.eras['alpha']!.rules.push({ rarity: '*', variantKind: 'holo', class: 'nope' });
    expect(() => loadResolverData(raw)).toThrow(DataError);
    expect(() => loadResolverData(raw)).toThrow(/class "nope" is not defined/);
    const raw2 = fixtureRaw();
    (raw2.foils as typeof foils).variants['reverse'] = { mask: 'reverse', label: 'r', aliases: ['holo'] };
    expect(() => loadResolverData(raw2)).toThrow(/"holo" already names variant holo/);
  });

  it('a rule with neither class nor recipe is a DataError naming the field', () => {
    const raw = fixtureRaw();
    (raw.foils as { eras: Record<string, { rules: unknown[] }> }).eras['alpha']!.rules.push({
      rarity: '*',
      variantKind: 'holo',
    });
    expect(() => loadResolverData(raw)).toThrow(/a rule names a class or a recipe/);
  });
});

describe('printingFromPokemonTcgCard', () => {
  const card = {
    id: 'swsh12pt5-160',
    name: 'not read',
    set: { id: 'swsh12pt5', name: 'Crown Zenith' },
    rarity: 'Rare Secret',
    supertype: 'Pokémon',
    subtypes: ['VSTAR'],
    types: ['Lightning'],
    tcgplayer: { prices: { holofoil: { market: 1 } } },
  };

  it('turns the card shape and a finish into a Printing', () => {
    expect(printingFromPokemonTcgCard(card, 'holofoil')).toEqual({
      set: 'swsh12pt5',
      card: 'swsh12pt5-160',
      rarity: 'Rare Secret',
      variantKind: 'holofoil',
      supertype: 'Pokémon',
      subtypes: ['VSTAR'],
      type: 'Lightning',
    });
    const s = resolveSurface(printingFromPokemonTcgCard(card, 'holofoil'), data);
    expect([s.recipe, s.area, s.texture]).toEqual(['gold', 'full', 'etched']);
  });

  it('lists one printing per price key', () => {
    const both = { ...card, tcgplayer: { prices: { normal: {}, reverseHolofoil: {} } } };
    expect(printingsFromPokemonTcgCard(both).map((p) => p.variantKind)).toEqual([
      'normal',
      'reverseHolofoil',
    ]);
    expect(printingsFromPokemonTcgCard({ id: 'x-1', set: { id: 'x' } })).toEqual([]);
  });

  it('a missing rarity is left for the resolver to note; a wrong type is a PrintingError', () => {
    const s = resolveSurface(printingFromPokemonTcgCard({ id: 'sv1-1', set: { id: 'sv1' } }, 'normal'), data);
    expect(s.provenance.notes.join('\n')).toContain('rarity missing');
    const bad = { id: 'sv1-1', set: { id: 'sv1' }, subtypes: 'ex' } as unknown as typeof card;
    expect(() => printingFromPokemonTcgCard(bad, 'holofoil')).toThrow(/"card.subtypes" must be an array/);
    expect(() => printingFromPokemonTcgCard({ id: 'a' } as unknown as typeof card, 'holofoil')).toThrow(
      /"card.set.id" must be a string/,
    );
  });
});

describe('areas the layout rect cannot draw', () => {
  it('an SV holo rare draws the era’s frame-window raster through the texture slot', () => {
    const s = resolveSurface({ set: 'sv2', rarity: 'Rare', variantKind: 'holofoil' }, data);
    expect([s.printingClass, s.area, s.maskTier]).toEqual(['sv-holo', 'frame-window', 'area']);
    expect(s.textures.mask).toBe('masks/areas/sv-standard.frame-window.png');
    expect(s.uniforms.uMaskTexOn).toBe(1);
    expect(s.uniforms.uMaskInvert).toBe(0);
    expect(s.provenance.decisions).toContainEqual({
      decision: 'mask',
      scope: 'era',
      key: 'sv',
      file: 'plates.json',
      row: 'areas[0]',
    });
  });

  it('a figure foil uses a card’s area row; the reverse of the same set stays on the layout tier', () => {
    const radiant = resolveSurface(
      {
        set: 'foilkit-samples',
        card: 'foilkit-samples-radiant',
        rarity: 'Radiant Rare',
        variantKind: 'holofoil',
      },
      data,
    );
    expect([radiant.area, radiant.maskTier, radiant.textures.mask]).toEqual([
      'figure',
      'area',
      'masks/areas/foilkit-samples-radiant.figure.png',
    ]);
    const reverse = resolveSurface({ set: 'sv2', rarity: 'Rare', variantKind: 'reverseHolofoil' }, data);
    expect([reverse.maskTier, reverse.textures.mask]).toEqual(['layout', undefined]);
  });

  it('a Shining card with a figure row gets its figure; one without falls back to the art window', () => {
    const shining = resolveSurface(
      {
        era: 'wotc',
        set: 'neo4',
        card: 'neo4-foilkit-shining',
        rarity: 'Rare Shining',
        variantKind: 'holofoil',
      },
      data,
    );
    expect([shining.printingClass, shining.area, shining.maskTier, shining.textures.mask]).toEqual([
      'shining-figure',
      'figure',
      'area',
      'masks/areas/neo4-foilkit-shining.figure.png',
    ]);
    const unmasked = resolveSurface(
      { era: 'wotc', set: 'neo4', rarity: 'Rare Shining', variantKind: 'holofoil' },
      data,
    );
    expect([unmasked.printingClass, unmasked.textures.mask]).toEqual(['shining-figure', undefined]);
  });
});
