import { describe, expect, it } from 'vitest';
import { DataError, loadResolverData, resolveSurface, type RawResolverData } from '../src/index.js';
import { at, fixtureData, fixtureRaw, realData } from './helpers.js';

function loadError(edit: (raw: RawResolverData) => void): DataError {
  const raw = fixtureRaw();
  edit(raw);
  try {
    loadResolverData(raw);
  } catch (error) {
    if (error instanceof DataError) return error;
    throw error;
  }
  throw new Error('expected a DataError');
}

describe('shipped data', () => {
  it('loads with no warnings and versions every file', () => {
    const data = realData();
    expect(data.warnings).toEqual([]);
    expect(Object.keys(data.versions).sort()).toEqual([
      'foils.json',
      'frames.json',
      'ink-designs.json',
      'ink-index.json',
      'layouts.json',
      'plates.json',
    ]);
  });

  it('keys at least 60 real sets, from WOTC to the current era', () => {
    const sets = Object.entries(realData().foils.sets).filter(([, s]) => !s.synthetic);
    expect(sets.length).toBeGreaterThanOrEqual(60);
    const eras = new Set(sets.map(([, s]) => s.era));
    for (const era of ['wotc', 'ecard', 'ex', 'dp', 'hgss', 'bw', 'xy', 'sm', 'swsh', 'sv', 'me'])
      expect(eras.has(era)).toBe(true);
  });
});

describe('malformed data names the file, the row and the field', () => {
  it('an unknown recipe id in a set rule', () => {
    const e = loadError((raw) => (at(raw.foils, 'sets', 'a1', 'rules', 0).recipe = 'holo-sparkle'));
    expect([e.file, e.row, e.field]).toEqual(['foils.json', 'sets.a1', 'rules[0].recipe']);
    expect(e.message).toContain('45 catalogue recipe ids');
  });

  it('a layout rect that leaves the card', () => {
    const e = loadError((raw) => (at(raw.layouts, 'eras', 'alpha', 'layouts', 'standard', 'art').w = 0.95));
    expect([e.file, e.row, e.field]).toEqual(['layouts.json', 'eras.alpha.layouts.standard', 'art']);
  });

  it('an ink design row without a tile', () => {
    const e = loadError((raw) => delete at(raw.inkDesigns, 'rows', 0).tile);
    expect([e.file, e.row, e.field]).toEqual(['ink-designs.json', 'rows[0]', 'tile']);
  });

  it('an ink row naming a tile the index does not have', () => {
    const e = loadError((raw) => (at(raw.inkDesigns, 'rows', 2).tile = 'stars'));
    expect([e.file, e.row, e.field]).toEqual(['ink-designs.json', 'rows[2]', 'tile']);
  });

  it('two ink rows with the same key', () => {
    const e = loadError((raw) =>
      (raw.inkDesigns as { rows: unknown[] }).rows.push({
        scope: 'subset',
        key: 'a1/tg',
        type: '*',
        variantKind: 'Reverse',
        rarity: '*',
        state: 'queued',
      }),
    );
    expect([e.file, e.row]).toEqual(['ink-designs.json', 'rows[5]']);
    expect(e.message).toContain('rows[3]');
  });

  it('an alias that collides with another set id', () => {
    const e = loadError((raw) => (at(raw.foils, 'sets', 'b1').aliases = ['a1']));
    expect([e.file, e.row, e.field]).toEqual(['foils.json', 'sets.b1', 'aliases']);
  });

  it('a set filed under an era with no layouts', () => {
    const e = loadError((raw) => (at(raw.foils, 'sets', 'b1').era = 'omega'));
    expect([e.file, e.row, e.field]).toEqual(['foils.json', 'sets.b1', 'era']);
  });

  it('an index tile whose seam is not 0', () => {
    const e = loadError((raw) => (at(raw.inkIndex, 'tiles', 'dots').seam = 66));
    expect([e.file, e.row, e.field]).toEqual(['ink-index.json', 'tiles.dots', 'seam']);
  });

  it('a frames entry without a measurement', () => {
    const e = loadError((raw) => delete at(raw.frames, 'entries', 1).measured);
    expect([e.file, e.row, e.field]).toEqual(['frames.json', 'entries[1]', 'measured']);
  });

  it('a hand-mask sidecar that does not declare it is not a traced mark', () => {
    const e = loadError(
      (raw) =>
        (raw.masks = {
          'a1-9.holo.json': {
            version: 1,
            card: 'a1-9',
            variantKind: 'holo',
            file: 'masks/a1-9.holo.png',
            width: 10,
            height: 14,
            source: 's',
            licence: 'l',
            author: 'a',
            notTracedMark: false,
          },
        }),
    );
    expect([e.file, e.field]).toEqual(['masks/a1-9.holo.json', 'notTracedMark']);
  });

  it('a wrong file version', () => {
    const e = loadError((raw) => ((raw.frames as { version: number }).version = 2));
    expect([e.file, e.field]).toEqual(['frames.json', '']);
    expect(e.row).toBe('version');
  });

  it('never half-applies: one bad file means no data at all, even when earlier files were fine', () => {
    const raw = fixtureRaw();
    at(raw.plates).version = 9;
    expect(() => loadResolverData(raw)).toThrow(DataError);
  });
});

describe('unknown keys', () => {
  it('are reported with their path and change nothing', () => {
    const plain = fixtureData();
    const noisy = fixtureData((raw) => {
      at(raw.foils, 'sets', 'a1').colour = 'blue';
      at(raw.inkDesigns, 'rows', 0).extra = 1;
      at(raw.foils).comment = 'hello';
    });
    expect(noisy.warnings.map((w) => `${w.file} ${w.path}`).sort()).toEqual([
      'foils.json comment',
      'foils.json sets.a1.colour',
      'ink-designs.json rows[0].extra',
    ]);
    const printing = { era: 'alpha', set: 'a1', rarity: 'common', variantKind: 'reverse' };
    expect(resolveSurface(printing, noisy)).toEqual(resolveSurface(printing, plain));
  });
});
