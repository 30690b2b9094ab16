/**
 * A printing as a card site describes it. `set`, `rarity` and `variantKind` are expected; `era`
 * may be left out wherever the set is known, because the set's era in the data decides it.
 */
export interface Printing {
  /** wotc | ecard | ex | dp | hgss | bw | xy | sm | swsh | sv | me. Optional: a known set's era wins. */
  era?: string;
  /** Set id as card sites spell it, e.g. "swsh12pt5"; known aliases are accepted. */
  set: string;
  /** Subset within the set, e.g. "tg" (trainer gallery), "gg", "sv" (shiny vault). */
  subset?: string;
  /** Set id + number, e.g. "swsh12pt5-160". */
  card?: string;
  /** Rarity as card sites spell it ("Rare Holo VMAX" and "rare-holo-vmax" are the same key). */
  rarity: string;
  /**
   * The finish: a price feed's key (`normal`, `holofoil`, `reverseHolofoil`, `1stEditionHolofoil`,
   * `1stEditionNormal`, `unlimitedHolofoil`; kebab case works too) or one of our own words
   * (`holo`, `reverse`, `full-art`, `etched`, `cosmos`, …). The finish says whether the printing is
   * foil; the printing's class (era or set, rarity, subtypes) says how.
   */
  variantKind: string;
  /** pokemon | trainer | energy. */
  supertype?: string;
  /** The card's type (fire, water, …) for ink rows keyed by type. */
  type?: string;
  /** The feed's subtypes (`Basic`, `V`, `VMAX`, `VSTAR`, `ex`, `EX`, `GX`, `Tera`, …): class rows key on them. */
  subtypes?: readonly string[];
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Lower case, runs of anything but letters and digits become one hyphen: "Rare Holo V" ->
 * "rare-holo-v". A lower-case letter or digit followed by a capital starts a new word, so a feed's
 * camel case meets kebab case: "reverseHolofoil" and "reverse-holofoil" are one key, and so are
 * "1stEditionHolofoil" and "1st-edition-holofoil".
 */
export function slugKey(value: string): string {
  // Most keys already are slugs; skipping Unicode normalisation for them keeps loading fast.
  if (SLUG.test(value)) return value;
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Set ids keep dots and case folding only, so "SV3.5" finds the alias "sv3.5". */
export function setKey(value: string): string {
  return value.trim().toLowerCase();
}

/** A data key that may be the wildcard '*'; anything else compares as a slug. */
export function wildKey(value: string): string {
  return value.trim() === '*' ? '*' : slugKey(value);
}

/** The identity of an ink-design row: two rows with the same one would be ambiguous. */
export function inkRowKey(row: {
  scope: string;
  key: string;
  type: string;
  variantKind: string;
  rarity: string;
}): string {
  return [
    row.scope,
    row.key.toLowerCase(),
    wildKey(row.type),
    wildKey(row.variantKind),
    wildKey(row.rarity),
  ].join('|');
}

/** True when a data row's key (possibly '*') matches a printing's slug. */
export function keyMatches(rowValue: string, value: string | undefined): boolean {
  const key = wildKey(rowValue);
  return key === '*' || (value !== undefined && key === value);
}
