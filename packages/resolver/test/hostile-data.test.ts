import { describe, expect, it } from 'vitest';
import { DataError, loadResolverData, resolveSurface, type RawResolverData } from '../src/index.js';
import { at, fixtureRaw } from './helpers.js';

/** Round-trips through JSON text, as a fetched file would: "__proto__" becomes an own key. */
function viaJson(raw: RawResolverData): RawResolverData {
  return JSON.parse(JSON.stringify(raw)) as RawResolverData;
}

/** Fixture data with `json` spliced in as text, so keys like "__proto__" arrive as they would from a file. */
function withJson(edit: (raw: RawResolverData) => void, splice?: [string, string]): RawResolverData {
  const raw = fixtureRaw();
  edit(raw);
  let text = JSON.stringify(raw);
  if (splice) text = text.replace(splice[0], splice[1]);
  return JSON.parse(text) as RawResolverData;
}

function loadError(raw: RawResolverData): DataError {
  try {
    loadResolverData(raw);
  } catch (error) {
    if (error instanceof DataError) return error;
    throw error;
  }
  throw new Error('expected a DataError');
}

const BUILT_INS = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'];

describe('keys named like built-in object properties', () => {
  it.each(BUILT_INS)(
    'an unknown key "%s" in a rule, a layout row or a file top level is inert and reported',
    (name) => {
      const raw = withJson(() => {}, ['"version":1,"variants"', `"version":1,"${name}":{"x":1},"variants"`]);
      const rule = at(raw.foils, 'sets', 'a1', 'rules', 0);
      Object.defineProperty(rule, name, { value: 7, enumerable: true, configurable: true, writable: true });
      const layout = at(raw.layouts, 'eras', 'alpha', 'layouts', 'standard');
      Object.defineProperty(layout, name, {
        value: 'x',
        enumerable: true,
        configurable: true,
        writable: true,
      });
      const data = loadResolverData(raw);
      expect(data.warnings.map((w) => `${w.file} ${w.path}`).sort()).toEqual(
        [
          `foils.json ${name}`,
          `foils.json sets.a1.rules[0].${name}`,
          `layouts.json eras.alpha.layouts.standard.${name}`,
        ].sort(),
      );
      const printing = { era: 'alpha', set: 'a1', rarity: 'common', variantKind: 'reverse' };
      expect(resolveSurface(printing, data)).toEqual(
        resolveSurface(printing, loadResolverData(fixtureRaw())),
      );
    },
  );

  it('a rule asking for layout "constructor" is rejected at load, naming the field', () => {
    const raw = fixtureRaw();
    at(raw.foils, 'sets', 'a1', 'rules', 0).layout = 'constructor';
    const e = loadError(raw);
    expect([e.file, e.row, e.field]).toEqual(['foils.json', 'sets.a1', 'rules[0].layout']);
  });

  it('an ink row naming tile "constructor" is rejected like any tile the index lacks', () => {
    const raw = fixtureRaw();
    at(raw.inkDesigns, 'rows', 0).tile = 'constructor';
    const e = loadError(raw);
    expect([e.file, e.row, e.field]).toEqual(['ink-designs.json', 'rows[0]', 'tile']);
  });

  it('a set filed under era "constructor" fails the era cross-check', () => {
    const raw = fixtureRaw();
    at(raw.foils, 'sets', 'b1').era = 'constructor';
    const e = loadError(raw);
    expect([e.file, e.row, e.field]).toEqual(['foils.json', 'sets.b1', 'era']);
  });

  it('a variant listed as "toString" is not taken for a declared one', () => {
    const raw = fixtureRaw();
    at(raw.foils, 'sets', 'b1').variants = ['holo', 'toString'];
    const e = loadError(raw);
    expect([e.file, e.row, e.field]).toEqual(['foils.json', 'sets.b1', 'variants[1]']);
  });

  it('a map key "__proto__" is an error naming its place, never silently dropped', () => {
    const set = JSON.stringify(at(fixtureRaw().foils, 'sets', 'b1'));
    const raw = withJson(() => {}, ['"sets":{', `"sets":{"__proto__":${set},`]);
    const e = loadError(raw);
    expect([e.file, e.row]).toEqual(['foils.json', 'sets.__proto__']);
    expect(e.message).toContain('__proto__');
  });

  it('printings keyed by built-in names resolve as unknown, never crash', () => {
    const data = loadResolverData(viaJson(fixtureRaw()));
    for (const name of BUILT_INS) {
      const s = resolveSurface(
        {
          era: name,
          set: name,
          card: `${name}-1`,
          rarity: name,
          variantKind: name,
          supertype: name,
          type: name,
        },
        data,
      );
      expect(s.recipe).toBe('starlight');
      expect(s.inkState).toBe('none');
      expect(s.provenance.notes.join('\n')).toContain('not in foils.json');
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('loadResolverData(null) names what it expected', () => {
    expect(() => loadResolverData(null as unknown as RawResolverData)).toThrow(
      /expects an object of the parsed files/,
    );
  });
});
