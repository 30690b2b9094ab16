import { describe, expect, it } from 'vitest';
import { PrintingError, resolveFoil, resolveSurface, type Printing } from '../src/index.js';
import { fixtureData } from './helpers.js';

const data = fixtureData();
const base = { era: 'alpha', set: 'a1', rarity: 'common', variantKind: 'reverse' };
const loose = (p: unknown): Printing => p as Printing;

describe('printings as card feeds send them', () => {
  it('an empty printing resolves to no foil, with a note per missing field', () => {
    const s = resolveSurface(loose({}), data);
    expect(s.recipe).toBeNull();
    expect(s.maskTier).toBe('none');
    const notes = s.provenance.notes.join('\n');
    for (const field of ['set missing', 'era missing', 'rarity missing', 'variantKind missing'])
      expect(notes).toContain(field);
  });

  it('a missing rarity applies only rows for any rarity, and says so', () => {
    const withRarity = resolveFoil({ ...base, set: 'zz', rarity: 'rare-holo', variantKind: 'holo' }, data);
    expect(withRarity.recipe).toBe('cosmos');
    const s = resolveSurface(loose({ ...base, set: 'zz', rarity: undefined, variantKind: 'holo' }), data);
    expect(s.recipe).toBe('galaxy');
    expect(s.provenance.notes.join('\n')).toContain('rarity missing');
  });

  it('a missing era takes the set era from the data', () => {
    const s = resolveSurface(loose({ ...base, era: '' }), data);
    expect(s.era).toBe('alpha');
    expect(s.recipe).toBe('vertical-sheen');
    expect(s.provenance.notes.join('\n')).toContain('era missing');
  });

  it.each([
    ['null', null],
    ['a string', 'a1-7'],
    ['an array', []],
  ])('a printing that is %s is a PrintingError naming the printing', (_, value) => {
    expect(() => resolveSurface(loose(value), data)).toThrow(PrintingError);
    expect(() => resolveSurface(loose(value), data)).toThrow(/printing must be an object/);
  });

  it.each(['era', 'set', 'rarity', 'variantKind', 'card', 'subset', 'supertype', 'type'])(
    'a non-string %s is a PrintingError naming the field',
    (field) => {
      let error: unknown;
      try {
        resolveSurface(loose({ ...base, [field]: 12 }), data);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(PrintingError);
      expect((error as PrintingError).field).toBe(field);
      expect((error as Error).message).toContain(`"${field}"`);
    },
  );

  it("another set's card id does not apply that card's rule", () => {
    const own = resolveSurface({ ...base, card: 'a1-7' }, data);
    expect(own.recipe).toBe('gold');
    const other = resolveSurface({ ...base, set: 'b1', era: 'beta', card: 'a1-7' }, data);
    expect(other.recipe).toBe('line-holo');
    expect(other.provenance.decisions[0]).toMatchObject({ scope: 'era', key: 'beta' });
    expect(other.provenance.notes.join('\n')).toContain('card "a1-7" belongs to set a1, not b1');
  });

  it('a card id written with an alias of its own set still counts', () => {
    const s = resolveSurface({ ...base, set: 'a1', card: 'A1.0-7' }, data);
    expect(s.recipe).toBe('gold');
    expect(s.provenance.notes).toEqual([]);
  });

  it('an undeclared variant gets the documented window foil, with a note', () => {
    const s = resolveSurface({ ...base, variantKind: 'sparkly' }, data);
    expect(s.recipe).not.toBeNull();
    expect(s.uniforms.uMaskInvert).toBe(0);
    expect(s.provenance.notes.join('\n')).toContain('variantKind "sparkly" is not declared');
  });

  it('a rarity the set does not list is noted', () => {
    const s = resolveSurface({ ...base, rarity: 'Hyper Rare' }, data);
    expect(s.provenance.notes.join('\n')).toContain('rarity "Hyper Rare" is not listed for set a1');
    expect(resolveSurface(base, data).provenance.notes).toEqual([]);
  });
});
