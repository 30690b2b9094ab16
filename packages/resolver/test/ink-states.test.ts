import { describe, expect, it } from 'vitest';
import { resolveInk, resolveSurface } from '../src/index.js';
import { fixtureData, realData } from './helpers.js';

const data = fixtureData();
const reverse = { era: 'alpha', set: 'a1', rarity: 'common', variantKind: 'reverse' };

describe('resolveInk: the five states and their gates', () => {
  it('design: uInkOn 1, uInkDraw 1, the six numbers and the tile', () => {
    const r = resolveInk({ ...reverse, set: 'a2-unknown' }, data);
    expect(r.state).toBe('design');
    expect(r.uniforms).toEqual({
      uInkOn: 1,
      uInkDraw: 1,
      uInkTile: [9, 0.5, 0.25, 0.125],
      uInkJitter: 0.1,
      uInkStagger: 0.5,
      uInkStrength: 0.8,
      uInkTone: 0.2,
    });
    expect(r.texture).toBe('ink-tiles/dots.png');
    expect(r.decisions[0]).toMatchObject({ scope: 'era', key: 'alpha', row: 'rows[0]' });
  });

  it('queued: a row for a mark we will not trace leaves both gates at 0 and no texture', () => {
    const r = resolveInk({ ...reverse, rarity: 'uncommon' }, data);
    expect(r.state).toBe('queued');
    expect([r.uniforms.uInkOn, r.uniforms.uInkDraw, r.texture]).toEqual([0, 0, undefined]);
  });

  it('no-ink: a row that records no tile is wanted', () => {
    const r = resolveInk({ ...reverse, subset: 'tg' }, data);
    expect(r.state).toBe('no-ink');
    expect([r.uniforms.uInkOn, r.uniforms.uInkDraw]).toEqual([0, 0]);
  });

  it("none: an unkeyed series inherits no other era's design, even though era alpha has one", () => {
    const r = resolveInk({ era: 'beta', set: 'b1', rarity: 'common', variantKind: 'reverse' }, data);
    expect(r.state).toBe('none');
    expect([r.uniforms.uInkOn, r.uniforms.uInkDraw, r.texture]).toEqual([0, 0, undefined]);
  });

  it('in-scan: only a measured-present frames entry sets uInkOn 1, uInkDraw 0', () => {
    const r = resolveInk({ ...reverse, card: 'a1-5' }, data);
    expect(r.state).toBe('in-scan');
    expect([r.uniforms.uInkOn, r.uniforms.uInkDraw, r.texture]).toEqual([1, 0, undefined]);
    expect(r.decisions.map((d) => d.file)).toEqual(['ink-designs.json', 'frames.json']);
  });

  it('a measured-absent entry, or no entry at all, still draws', () => {
    expect(resolveInk({ ...reverse, card: 'a1-6' }, data).state).toBe('design');
    expect(resolveInk({ ...reverse, card: 'a1-99' }, data).state).toBe('design');
  });

  it('a measured reverse also overrides a queued row (the scan shows the real mark)', () => {
    const d = fixtureData((raw) => {
      (raw.frames as { entries: unknown[] }).entries.push({
        card: 'a1-8',
        variantKind: 'reverse',
        inkInScan: 'measured-present',
        measured: { by: 't', on: '2025-02-02', method: 'm' },
      });
    });
    expect(resolveInk({ ...reverse, card: 'a1-8', rarity: 'uncommon' }, d).state).toBe('in-scan');
  });

  it('frames entries are per variant: the holo printing of a measured card is not in-scan', () => {
    expect(resolveInk({ ...reverse, card: 'a1-5', variantKind: 'holo' }, data).state).toBe('none');
  });
});

describe('resolveInk precedence', () => {
  it('card > subset > set > era', () => {
    expect(resolveInk({ ...reverse, subset: 'tg', card: 'a1-3' }, data).uniforms.uInkTile[0]).toBe(4);
    expect(resolveInk({ ...reverse, subset: 'tg' }, data).state).toBe('no-ink');
    expect(resolveInk({ ...reverse, rarity: 'uncommon' }, data).state).toBe('queued');
    expect(resolveInk(reverse, data).decisions[0]?.scope).toBe('era');
  });

  it('a type-keyed row applies to that type only', () => {
    expect(resolveInk({ ...reverse, type: 'Water' }, data).uniforms.uInkTile[0]).toBe(20);
    expect(resolveInk({ ...reverse, type: 'fire' }, data).uniforms.uInkTile[0]).toBe(9);
  });

  it('fills placement defaults from the contract (phase 0, strength 1, tone 0)', () => {
    const u = resolveInk({ ...reverse, type: 'water' }, data).uniforms;
    expect(u).toMatchObject({
      uInkTile: [20, 0, 0, 0],
      uInkJitter: 0,
      uInkStagger: 0,
      uInkStrength: 1,
      uInkTone: 0,
    });
  });
});

describe('real data ink rows', () => {
  const real = realData();
  it('trademarked overprints are queued, Legendary Collection and the flat SV reverse are no-ink, an unkeyed XY reverse is none', () => {
    expect(
      resolveInk({ era: 'sv', set: 'sv3pt5', rarity: 'common', variantKind: 'reverse-ball' }, real).state,
    ).toBe('queued');
    expect(
      resolveInk({ era: 'wotc', set: 'base6', rarity: 'rare', variantKind: 'reverse' }, real).state,
    ).toBe('no-ink');
    // No ink row keys sv1, but the SV reverse class records that the flat silver sheet carries no design.
    const sv = resolveInk({ set: 'sv1', rarity: 'common', variantKind: 'reverseHolofoil' }, real);
    expect(sv.state).toBe('no-ink');
    expect(sv.decisions[0]).toMatchObject({ file: 'foils.json', row: 'classes.sv-reverse' });
    expect(resolveInk({ era: 'xy', set: 'xy1', rarity: 'common', variantKind: 'reverse' }, real).state).toBe(
      'none',
    );
  });

  it('the sample set draws a shipped tile whose path is relative to data/', () => {
    const s = resolveSurface(
      { era: 'sv', set: 'foilkit-samples', rarity: 'common', variantKind: 'reverse' },
      real,
    );
    expect(s.inkState).toBe('design');
    expect(s.textures.ink).toBe('ink-tiles/ring-dot.png');
  });
});
