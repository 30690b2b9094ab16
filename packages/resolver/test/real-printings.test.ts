// Real printings as a card site sends them (pokemontcg-style metadata and a price-feed finish),
// and what each printing's class has: the foil's area, its texture and the recipe's family.
import { describe, expect, it } from 'vitest';
import { RECIPE_LIST } from '@foilkit/core/recipes';
import { printingFromPokemonTcgCard, resolveSurface } from '../src/index.js';
import fixture from './fixtures/real-printings.json' with { type: 'json' };
import { realData } from './helpers.js';

const data = realData();
const familyOf = new Map(RECIPE_LIST.map((r) => [r.id, r.family as string]));

interface Row {
  card: string;
  set: string;
  rarity: string;
  supertype: string;
  subtypes: string[];
  finish: string;
  expect: { class?: string; area: string; texture: string | null; family: string | null };
}
const rows = fixture.printings as Row[];

function surfaceOf(row: Row) {
  const printing = printingFromPokemonTcgCard(
    {
      id: row.card,
      set: { id: row.set },
      rarity: row.rarity,
      supertype: row.supertype,
      subtypes: row.subtypes,
    },
    row.finish,
  );
  return resolveSurface(printing, data);
}

describe('real printings resolve to the foil their class has', () => {
  it('the fixture holds at least 200 printings from every era', () => {
    expect(rows.length).toBeGreaterThanOrEqual(200);
    const eras = new Set(rows.map((r) => surfaceOf(r).era));
    expect([...eras].sort()).toEqual([
      'bw',
      'dp',
      'ecard',
      'ex',
      'hgss',
      'me',
      'sm',
      'sv',
      'swsh',
      'wotc',
      'xy',
    ]);
  });

  for (const row of rows) {
    it(`${row.card} ${row.rarity} (${row.finish})`, () => {
      const s = surfaceOf(row);
      const got = {
        class: s.printingClass,
        area: s.area,
        texture: s.texture ?? null,
        family: s.recipe === null ? null : (familyOf.get(s.recipe) ?? 'unknown'),
      };
      expect(got).toEqual({ class: row.expect.class, ...row.expect });
      // Feed finishes are declared and every rarity string is listed for its set.
      const notes = s.provenance.notes.join('\n');
      expect(notes).not.toMatch(/not declared|not listed|not in foils\.json|not in layouts\.json/);
    });
  }

  it('every class a data row names is exercised by the fixture', () => {
    const used = new Set(rows.map((r) => r.expect.class).filter((c) => c !== undefined));
    const named = new Set<string>();
    const walk = (rules: ReadonlyArray<{ class?: string | undefined }> | undefined) =>
      rules?.forEach((r) => r.class !== undefined && named.add(r.class));
    const foils = data.foils;
    walk(foils.defaults.rules);
    for (const era of Object.values(foils.eras)) walk(era.rules);
    for (const [id, set] of Object.entries(foils.sets)) {
      if (set.synthetic) continue;
      walk(set.rules);
      for (const sub of Object.values(set.subsets ?? {})) walk(sub.rules);
      void id;
    }
    for (const card of Object.values(foils.cards ?? {})) walk(card.rules);
    const missing = [...named].filter((c) => !used.has(c)).sort();
    expect(missing).toEqual([]);
  });

  it('figure and frame-window foils without a mask fall back to the art window and say so', () => {
    const radiant = surfaceOf(rows.find((r) => r.rarity === 'Radiant Rare')!);
    expect(radiant.area).toBe('figure');
    expect(radiant.maskTier).toBe('layout');
    expect(radiant.uniforms.uMaskInvert).toBe(0);
    expect(radiant.provenance.notes.join('\n')).toContain('area "figure" has no mask');
  });
});
