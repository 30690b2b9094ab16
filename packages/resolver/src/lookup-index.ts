import { setKey, slugKey, wildKey } from './printing.js';
import { RowTable } from './row-match.js';
import type { AreaRow, EtchRow, GlyphRow, MaskSidecar, PlatesFile } from './schemas/assets.js';
import type { FoilRule, FoilsFile, PrintingClass, SetRow } from './schemas/foils.js';
import type { FramesFile, InkDesignsFile, InkIndexFile, InkRow } from './schemas/ink.js';
import type { LayoutRow, LayoutsFile } from './schemas/layouts.js';

type MaskModeName = FoilsFile['variants'][string]['mask'];
type InkTile = InkIndexFile['tiles'][string];

/** What a finish (a variant id or one of its aliases) means. */
export interface FinishEntry {
  /** The declared variant the name belongs to (`1st-edition-holofoil`). */
  readonly finish: string;
  /** The variant whose rules apply (`holofoil` for `1st-edition-holofoil`). */
  readonly variant: string;
  readonly mask: MaskModeName;
  readonly edition: '1st-edition' | 'unlimited' | undefined;
}

/**
 * Everything a resolve reads, built once at load. Data keys only ever meet Maps, never plain
 * objects, so a key such as "constructor" or "__proto__" is just a string that is or is not there.
 */
export interface LookupIndex {
  /** Era id -> layout id -> layout row. */
  readonly layouts: ReadonlyMap<string, ReadonlyMap<string, LayoutRow>>;
  /** Variant slug -> its mask mode (declared ids only). */
  readonly variants: ReadonlyMap<string, MaskModeName>;
  /** Every finish name a printing may use (declared ids and their aliases, as slugs) -> its meaning. */
  readonly finishes: ReadonlyMap<string, FinishEntry>;
  /** Class id -> printing class. */
  readonly classes: ReadonlyMap<string, PrintingClass>;
  /** Canonical set id -> set row. */
  readonly sets: ReadonlyMap<string, SetRow>;
  /** Set id -> slugs of every rarity the set (and its subsets) lists. */
  readonly rarities: ReadonlyMap<string, ReadonlySet<string>>;
  readonly tiles: ReadonlyMap<string, InkTile>;
  readonly foilRules: RowTable<FoilRule>;
  readonly inkRows: RowTable<InkRow>;
  readonly etch: RowTable<EtchRow>;
  readonly glyphs: RowTable<GlyphRow>;
  /** Area-mask rows, one table per area. */
  readonly areas: ReadonlyMap<string, RowTable<AreaRow>>;
  /** `card|variant` -> the first frames entry for it, with its index. */
  readonly frames: ReadonlyMap<string, { entry: FramesFile['entries'][number]; index: number }>;
  /** Card id -> hand-mask sidecars for it, in file-name order. */
  readonly masks: ReadonlyMap<string, readonly MaskSidecar[]>;
}

export const frameKey = (card: string, variant: string): string => `${card}|${variant}`;

function mapOf<V>(record: Readonly<Record<string, V>>): Map<string, V> {
  return new Map(Object.entries(record));
}

export function buildLookupIndex(
  layouts: LayoutsFile,
  foils: FoilsFile,
  ink: InkDesignsFile,
  inkIndex: InkIndexFile,
  frames: FramesFile,
  plates: PlatesFile,
  masks: readonly MaskSidecar[],
): LookupIndex {
  const finishes = finishTable(foils);
  const variantOf = (slug: string): string => finishes.get(slug)?.variant ?? slug;
  const foilRules = new RowTable<FoilRule>(variantOf);
  foilRules.add('default', '', 'defaults.rules', foils.defaults.rules);
  for (const [era, row] of Object.entries(foils.eras))
    foilRules.add('era', era, `eras.${era}.rules`, row.rules);
  const rarities = new Map<string, Set<string>>();
  for (const [id, set] of Object.entries(foils.sets)) {
    if (set.rules) foilRules.add('set', id, `sets.${id}.rules`, set.rules);
    const listed = new Set(set.rarities.map(slugKey));
    for (const [sub, subset] of Object.entries(set.subsets ?? {})) {
      foilRules.add('subset', `${id}/${sub}`, `sets.${id}.subsets.${sub}.rules`, subset.rules);
      for (const r of subset.rarities ?? []) listed.add(slugKey(r));
    }
    rarities.set(id, listed);
  }
  for (const [card, row] of Object.entries(foils.cards ?? {}))
    foilRules.add('card', setKey(card), `cards.${card}.rules`, row.rules);

  const inkRows = new RowTable<InkRow>(variantOf);
  ink.rows.forEach((row, i) => inkRows.add(row.scope, row.key.toLowerCase(), 'rows', [row], i));
  const etch = new RowTable<EtchRow>(variantOf);
  plates.etch.forEach((row, i) => etch.add(row.scope, row.key.toLowerCase(), 'etch', [row], i));
  const glyphs = new RowTable<GlyphRow>(variantOf);
  plates.glyphs.forEach((row, i) => glyphs.add(row.scope, row.key.toLowerCase(), 'glyphs', [row], i));

  const areas = new Map<string, RowTable<AreaRow>>();
  (plates.areas ?? []).forEach((row, i) => {
    let table = areas.get(row.area);
    if (!table) areas.set(row.area, (table = new RowTable<AreaRow>(variantOf)));
    table.add(row.scope, row.key.toLowerCase(), 'areas', [row], i);
  });
  const frameIndex = new Map<string, { entry: FramesFile['entries'][number]; index: number }>();
  frames.entries.forEach((entry, index) => {
    const key = frameKey(entry.card.toLowerCase(), variantOf(slugKey(entry.variantKind)));
    if (!frameIndex.has(key)) frameIndex.set(key, { entry, index });
  });
  const maskIndex = new Map<string, MaskSidecar[]>();
  for (const m of masks) {
    const key = m.card.toLowerCase();
    const list = maskIndex.get(key);
    if (list) list.push(m);
    else maskIndex.set(key, [m]);
  }

  return {
    layouts: new Map(Object.entries(layouts.eras).map(([era, row]) => [era, mapOf(row.layouts)])),
    variants: new Map(Object.entries(foils.variants).map(([id, v]) => [wildKey(id), v.mask])),
    finishes,
    classes: mapOf(foils.classes ?? {}),
    sets: mapOf(foils.sets),
    rarities,
    tiles: mapOf(inkIndex.tiles),
    foilRules,
    inkRows,
    etch,
    glyphs,
    areas,
    frames: frameIndex,
    masks: maskIndex,
  };
}

/**
 * Finish names to meanings. A variant's `as` names the variant whose rules apply; an alias means
 * what its variant means. Collisions are caught by the loader's cross-check before this is used.
 */
function finishTable(foils: FoilsFile): Map<string, FinishEntry> {
  const table = new Map<string, FinishEntry>();
  for (const [id, v] of Object.entries(foils.variants)) {
    const entry: FinishEntry = {
      finish: id,
      variant: v.as ?? id,
      mask: v.mask,
      edition: v.edition,
    };
    table.set(slugKey(id), entry);
    for (const alias of v.aliases ?? []) if (!table.has(slugKey(alias))) table.set(slugKey(alias), entry);
  }
  return table;
}
