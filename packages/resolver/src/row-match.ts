import { slugKey, wildKey } from './printing.js';
import type { Scope } from './schemas/common.js';

/** The keys a data row may constrain. Foil rules use supertype, ink rows type; '*' matches anything. */
export interface KeyedRow {
  readonly rarity: string;
  readonly variantKind: string;
  readonly supertype?: string | undefined;
  readonly subtype?: string | undefined;
  readonly type?: string | undefined;
}

/** The printing's side of a match: slugs, or undefined where the printing has no value. */
export interface MatchKeys {
  readonly rarity: string | undefined;
  readonly variantKind: string | undefined;
  readonly supertype: string | undefined;
  /** Slugs of the printing's subtypes; a row naming a subtype matches when it is among them. */
  readonly subtypes?: readonly string[] | undefined;
  readonly type: string | undefined;
}

interface Candidate<R> {
  readonly row: R;
  /** Position in the file's list, for provenance and to break ties (earlier wins). */
  readonly index: number;
  /** Path of the row's list in its file, e.g. `sets.swsh9.rules`. */
  readonly list: string;
  readonly supertype: string | undefined;
  readonly subtype: string | undefined;
  readonly type: string;
  /** Rarity outranks variant, variant outranks supertype, subtype or type. */
  readonly specificity: number;
}

/** A row that won: the row itself, its index in its list and that list's path in the file. */
export interface RowHit<R> {
  readonly row: R;
  readonly index: number;
  readonly list: string;
}

const WILD = '*';
// Data keys and slugs never contain a newline, so it separates the parts of a bucket key.
const bucketKey = (scope: Scope | 'default', key: string, rarity: string, variant: string): string =>
  `${scope}\n${key}\n${rarity}\n${variant}`;

/**
 * The one row matcher, for foil rules, ink rows and plates alike. Rows are bucketed once, at
 * load, by scope, key, rarity and variant, so a lookup reads at most four short lists whatever
 * the size of the data. Inside a scope the most specific matching row wins; ties go to the
 * earlier row.
 */
export class RowTable<R extends KeyedRow> {
  private readonly buckets = new Map<string, Candidate<R>[]>();
  /** Scope keys that hold any row: most printings have no card or subset rows, one lookup says so. */
  private readonly scopes = new Set<string>();

  /**
   * @param variantOf maps a row's variant slug to the canonical variant (an alias such as
   *   `holo` to `holofoil`), so rows written with either spelling are filed together.
   */
  constructor(private readonly variantOf: (slug: string) => string = (slug) => slug) {}

  /** Adds rows listed under one scope key; `list` names their list for provenance. */
  add(scope: Scope | 'default', key: string, list: string, rows: readonly R[], offset = 0): void {
    if (rows.length > 0) this.scopes.add(`${scope}\n${key}`);
    rows.forEach((row, i) => {
      const rarity = wildKey(row.rarity);
      const written = wildKey(row.variantKind);
      const variant = written === WILD ? WILD : this.variantOf(written);
      const type = row.type === undefined ? WILD : wildKey(row.type);
      const supertype = row.supertype ? slugKey(row.supertype) : undefined;
      const subtype = row.subtype ? slugKey(row.subtype) : undefined;
      const candidate: Candidate<R> = {
        row,
        index: offset + i,
        list,
        supertype,
        subtype,
        type,
        specificity:
          (rarity === WILD ? 0 : 4) +
          (variant === WILD ? 0 : 2) +
          (supertype || type !== WILD ? 1 : 0) +
          (subtype ? 1 : 0),
      };
      const k = bucketKey(scope, key, rarity, variant);
      const bucket = this.buckets.get(k);
      if (bucket) bucket.push(candidate);
      else this.buckets.set(k, [candidate]);
    });
  }

  /** The best row for the printing under one scope key, or undefined when none matches. */
  find(scope: Scope | 'default', key: string, p: MatchKeys): RowHit<R> | undefined {
    if (!this.scopes.has(`${scope}\n${key}`)) return undefined;
    // The four (rarity, variant) pairs a row may be filed under, wildcards included.
    let best = this.better(undefined, bucketKey(scope, key, WILD, WILD), p);
    if (p.variantKind) best = this.better(best, bucketKey(scope, key, WILD, p.variantKind), p);
    if (p.rarity) {
      best = this.better(best, bucketKey(scope, key, p.rarity, WILD), p);
      if (p.variantKind) best = this.better(best, bucketKey(scope, key, p.rarity, p.variantKind), p);
    }
    return best && { row: best.row, index: best.index, list: best.list };
  }

  /** The better of `best` and the matching rows filed under one bucket key. */
  private better(best: Candidate<R> | undefined, bucketId: string, p: MatchKeys): Candidate<R> | undefined {
    for (const c of this.buckets.get(bucketId) ?? []) {
      if (c.supertype !== undefined && c.supertype !== p.supertype) continue;
      if (c.subtype !== undefined && !p.subtypes?.includes(c.subtype)) continue;
      if (c.type !== WILD && c.type !== p.type) continue;
      if (
        !best ||
        c.specificity > best.specificity ||
        (c.specificity === best.specificity && c.index < best.index)
      )
        best = c;
    }
    return best;
  }
}
