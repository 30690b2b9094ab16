import { describe, expect, it } from 'vitest';
import { resolveFoil, resolveSurface } from '../src/index.js';
import { fixtureData, realData } from './helpers.js';

const data = fixtureData();
const base = { era: 'alpha', set: 'a1', rarity: 'common', variantKind: 'reverse' };

describe('resolveFoil scope precedence', () => {
  it('card beats subset, set and era', () => {
    const r = resolveFoil({ ...base, subset: 'tg', card: 'a1-7' }, data);
    expect(r.recipe).toBe('gold');
    expect(r.decision).toMatchObject({ scope: 'card', key: 'a1-7', row: 'cards.a1-7.rules[0]' });
  });

  it('subset beats set', () => {
    const r = resolveFoil({ ...base, subset: 'tg' }, data);
    expect(r.recipe).toBe('silk');
    expect(r.decision).toMatchObject({ scope: 'subset', key: 'a1/tg' });
  });

  it('set beats era', () => {
    const r = resolveFoil(base, data);
    expect(r.recipe).toBe('vertical-sheen');
    expect(r.decision).toMatchObject({ scope: 'set', key: 'a1', row: 'sets.a1.rules[0]' });
  });

  it('falls to the era when the set has no matching row', () => {
    const r = resolveFoil({ ...base, variantKind: 'holo' }, data);
    expect(r.recipe).toBe('galaxy');
    expect(r.decision).toMatchObject({ scope: 'era', key: 'alpha', row: 'eras.alpha.rules[0]' });
  });

  it('within a scope, rarity + variant beats rarity alone, which beats variant alone', () => {
    expect(resolveFoil({ ...base, rarity: 'rare-holo', variantKind: 'holo' }, data).recipe).toBe('cosmos');
    expect(
      resolveFoil({ ...base, set: 'zz', rarity: 'rare-holo', variantKind: 'full-art' }, data).recipe,
    ).toBe('swirl');
    expect(resolveFoil({ ...base, rarity: 'common', variantKind: 'holo' }, data).recipe).toBe('galaxy');
  });

  it('falls to the defaults for an unknown set and era, with notes but no error', () => {
    const s = resolveSurface({ era: 'gamma', set: 'nope1', rarity: 'rare', variantKind: 'holo' }, data);
    expect(s.recipe).toBe('starlight');
    expect(s.inkState).toBe('none');
    expect(s.provenance.decisions[0]).toMatchObject({
      decision: 'foil',
      scope: 'default',
      row: 'defaults.rules[0]',
    });
    expect(s.provenance.notes.join(' ')).toMatch(/nope1.*not in foils\.json/);
    expect(s.provenance.notes.join(' ')).toMatch(/gamma.*not in layouts\.json/);
  });

  it('gives no recipe to a non-foil printing', () => {
    expect(resolveFoil({ ...base, variantKind: 'normal' }, data).recipe).toBeNull();
  });

  it('accepts rarity and variant spelled as card sites spell them', () => {
    expect(resolveFoil({ ...base, rarity: 'Rare Holo', variantKind: 'Holo' }, data).recipe).toBe('cosmos');
  });
});

describe('set ids, aliases and eras', () => {
  it('resolves an alias set id to its set and records the alias in provenance', () => {
    const s = resolveSurface({ ...base, set: 'A1.0', card: 'a1.0-7' }, data);
    expect(s.set).toBe('a1');
    expect(s.provenance.setAlias).toBe('A1.0');
    expect(s.recipe).toBe('gold');
  });

  it('resolves a subset alias (the separate set id some sites use) to set + subset', () => {
    expect(resolveFoil({ ...base, set: 'a1tg' }, data).recipe).toBe('silk');
  });

  it("uses the set's era from data when the printing names another era, and says so", () => {
    const s = resolveSurface({ ...base, era: 'beta' }, data);
    expect(s.era).toBe('alpha');
    expect(s.recipe).toBe('vertical-sheen');
    expect(s.provenance.notes.join(' ')).toMatch(/data wins/);
  });

  it('real data: site spellings of real sets resolve', () => {
    const real = realData();
    expect(
      resolveSurface({ era: 'sv', set: 'sv3.5', rarity: 'common', variantKind: 'reverse' }, real).set,
    ).toBe('sv3pt5');
    expect(
      resolveFoil(
        { era: 'swsh', set: 'swsh9tg', rarity: 'Trainer Gallery Rare Holo', variantKind: 'holo' },
        real,
      ).decision,
    ).toMatchObject({ scope: 'subset', key: 'swsh9/tg' });
    expect(
      resolveFoil({ era: 'sm', set: 'sma', rarity: 'Rare Shiny', variantKind: 'holo' }, real).recipe,
    ).toBe('aurora');
    expect(
      resolveFoil(
        { era: 'swsh', set: 'swsh12pt5', card: 'swsh12pt5-160', rarity: 'rare-secret', variantKind: 'holo' },
        real,
      ).recipe,
    ).toBe('gold');
    expect(
      resolveFoil({ era: 'wotc', set: 'base1', rarity: 'Rare Holo', variantKind: 'holo' }, real).recipe,
    ).toBe('starlight');
  });
});
