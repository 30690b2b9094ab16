import { describe, expect, it } from 'vitest';
import { DataError, loadResolverData, resolveSurface, type RawResolverData } from '../src/index.js';
import { fixtureRaw, realData } from './helpers.js';

const at = (o: unknown, ...path: string[]): Record<string, unknown> =>
  path.reduce((v, k) => (v as Record<string, unknown>)[k], o) as Record<string, unknown>;

/** The fixture with a printing class whose recipe's grain is off, and rules that use it. */
function withClass(params: unknown, edit?: (raw: RawResolverData) => void): RawResolverData {
  const raw = fixtureRaw();
  const foils = at(raw.foils);
  foils.classes = {
    'smooth-rainbow': {
      label: 'A smooth rainbow printing',
      recipe: 'rainbow',
      area: 'full',
      texture: 'smooth',
      sources: ['TEST'],
      params,
    },
  };
  const set = at(raw.foils, 'sets', 'a1');
  set.rarities = ['common', 'rare-holo', 'rare-rainbow', 'rare-gold'];
  set.rules = [
    { rarity: 'rare-rainbow', variantKind: '*', class: 'smooth-rainbow' },
    // Same class, another recipe: the class's params were tuned for rainbow and must not follow.
    { rarity: 'rare-gold', variantKind: '*', class: 'smooth-rainbow', recipe: 'gold' },
    ...(set.rules as unknown[]),
  ];
  edit?.(raw);
  return raw;
}

const printing = (rarity: string) => ({ era: 'alpha', set: 'a1', rarity, variantKind: 'holo' });

describe("a printing class's params", () => {
  it("reach the surface's uniforms when the class's recipe draws", () => {
    const s = resolveSurface(printing('rare-rainbow'), loadResolverData(withClass({ uP3: 0, uP1: 0.4 })));
    expect(s.recipe).toBe('rainbow');
    expect(s.printingClass).toBe('smooth-rainbow');
    expect(s.uniforms).toMatchObject({ uP3: 0, uP1: 0.4 });
  });

  it('are dropped when a rule draws another recipe for the class', () => {
    const s = resolveSurface(printing('rare-gold'), loadResolverData(withClass({ uP3: 0 })));
    expect(s.recipe).toBe('gold');
    expect(s.uniforms).not.toHaveProperty('uP3');
  });

  it('are absent for a class without them and for a printing with no foil', () => {
    const data = loadResolverData(withClass(undefined));
    expect(resolveSurface(printing('rare-rainbow'), data).uniforms).not.toHaveProperty('uP3');
    const plain = resolveSurface(
      { ...printing('rare-rainbow'), variantKind: 'normal' },
      loadResolverData(withClass({ uP3: 0 })),
    );
    expect(plain.recipe).toBeNull();
    expect(plain.uniforms).not.toHaveProperty('uP3');
  });

  it('must be numbers: an error names the file, the class and the slot', () => {
    let thrown: unknown;
    try {
      loadResolverData(withClass({ uP3: 'off' }));
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(DataError);
    expect(String((thrown as Error).message)).toMatch(/foils\.json/);
    expect(String((thrown as Error).message)).toMatch(/smooth-rainbow/);
    expect(String((thrown as Error).message)).toMatch(/params\.uP3/);
  });

  it('ignore and report a slot no recipe has', () => {
    const data = loadResolverData(withClass({ uP3: 0, uP9: 1 }));
    expect(data.warnings.map((w) => `${w.file} ${w.path}`)).toContain(
      'foils.json classes.smooth-rainbow.params.uP9',
    );
    expect(resolveSurface(printing('rare-rainbow'), data).uniforms).not.toHaveProperty('uP9');
  });

  it('turn the grain off on the shipped smooth rainbow printings, and leave it on the etched ones', () => {
    const data = realData();
    const gallery = resolveSurface(
      {
        era: 'swsh',
        set: 'swsh12pt5',
        subset: 'gg',
        rarity: 'Trainer Gallery Rare Holo',
        variantKind: 'holofoil',
      },
      data,
    );
    expect(gallery.printingClass).toBe('gallery-holo');
    expect(gallery.recipe).toBe('rainbow');
    expect(gallery.uniforms.uP3).toBe(0);
    const rainbowRare = resolveSurface(
      { era: 'swsh', set: 'swsh1', rarity: 'Rare Rainbow', variantKind: 'holofoil' },
      data,
    );
    expect(rainbowRare.printingClass).toBe('rainbow-swsh');
    expect(rainbowRare.uniforms).not.toHaveProperty('uP3');
  });
});
