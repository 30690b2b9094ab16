import type { ResolverData } from './load-data.js';
import { kindOf } from './kind-of.js';
import { PrintingError } from './printing-error.js';
import { setKey, slugKey, type Printing } from './printing.js';
import type { MatchKeys } from './row-match.js';
import type { Scope } from './schemas/common.js';

/** A printing with its set resolved through aliases and its keys normalised. */
export interface ResolvedPrinting extends MatchKeys {
  era: string;
  /** Canonical set id, or the given id lower-cased when the set is unknown. */
  set: string;
  subset: string | undefined;
  card: string | undefined;
  /** The declared finish the printing named (`1st-edition-holofoil`), when it is declared. */
  finish: string | undefined;
  /** What the finish means for the area: `own` = the printing's class decides. */
  finishMask: 'own' | 'window' | 'reverse' | 'full' | 'none';
  /** The edition a WOTC finish carries (`1st-edition`, `unlimited`). */
  edition: '1st-edition' | 'unlimited' | undefined;
  setKnown: boolean;
  eraKnown: boolean;
  /** The spelling the caller used, when it was an alias. */
  alias: string | undefined;
  notes: string[];
}

export interface ScopeKey {
  scope: Scope;
  key: string;
}

const FIELDS = [
  'era',
  'set',
  'subset',
  'card',
  'rarity',
  'variantKind',
  'supertype',
  'type',
] as const satisfies ReadonlyArray<keyof Printing>;
type Field = (typeof FIELDS)[number];
/** Fields that hold a list of strings rather than one. */
type ListField = Extract<keyof Printing, 'subtypes'>;
// Every field of Printing is read (and type-checked) here: adding one to the interface without
// listing it above fails to compile.
type Unlisted<T extends never> = T;
export type UnlistedPrintingFields = Unlisted<Exclude<keyof Printing, Field | ListField>>;

/** The subtypes as slugs; absent, null or empty is undefined; anything but an array of strings is a PrintingError. */
function readSubtypes(printing: object): string[] | undefined {
  const value: unknown = Object.hasOwn(printing, 'subtypes')
    ? (printing as Record<string, unknown>)['subtypes']
    : undefined;
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value))
    throw new PrintingError('subtypes', `must be an array of strings, got ${kindOf(value)}`);
  const out: string[] = [];
  value.forEach((item: unknown, i) => {
    if (typeof item !== 'string')
      throw new PrintingError('subtypes', `must be an array of strings; item ${i} is ${kindOf(item)}`);
    const slug = slugKey(item);
    if (slug !== '') out.push(slug);
  });
  return out.length > 0 ? out : undefined;
}

/** Each field as a trimmed string, or undefined when absent or empty; a wrong type is a PrintingError. */
function readFields(printing: unknown): Record<Field, string | undefined> {
  if (typeof printing !== 'object' || printing === null || Array.isArray(printing))
    throw new PrintingError(
      '(printing)',
      `must be an object like { era, set, rarity, variantKind }, got ${kindOf(printing)}`,
    );
  const out = {} as Record<Field, string | undefined>;
  for (const field of FIELDS) {
    const value: unknown = Object.hasOwn(printing, field)
      ? (printing as Record<string, unknown>)[field]
      : undefined;
    if (value !== undefined && value !== null && typeof value !== 'string')
      throw new PrintingError(field, `must be a string, got ${kindOf(value)}`);
    out[field] = typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  }
  return out;
}

/** The variant an undeclared finish is read as. */
export const OWN_FOIL = 'holofoil';

export function resolvePrinting(printing: Printing, data: ResolverData): ResolvedPrinting {
  const f = readFields(printing);
  const notes: string[] = [];
  const given = f.set === undefined ? '' : setKey(f.set);
  const target = data.setIndex.get(given);
  const set = target?.set ?? given;
  const setRow = target ? data.index.sets.get(target.set) : undefined;
  const subset = f.subset ? slugKey(f.subset) : target?.subset;
  let era = f.era === undefined ? '' : slugKey(f.era);
  if (setRow && setRow.era !== era) {
    notes.push(
      f.era === undefined
        ? `era missing; the set's era ${setRow.era} applies`
        : `era "${f.era}" given for set ${set}, which data files under era ${setRow.era}; the data wins`,
    );
    era = setRow.era;
  }
  if (f.set === undefined) notes.push('set missing; era and default rules apply');
  else if (!setRow) notes.push(`set "${f.set}" is not in foils.json; era and default rules apply`);
  const eraKnown = data.index.layouts.has(era);
  if (!eraKnown)
    notes.push(
      f.era === undefined && !setRow
        ? 'era missing; the default layout applies'
        : `era "${f.era ?? era}" is not in layouts.json; the default layout applies`,
    );

  const rarity = f.rarity === undefined ? undefined : slugKey(f.rarity) || undefined;
  if (rarity === undefined) notes.push('rarity missing; only rows for any rarity ("*") apply');
  else if (setRow && !data.index.rarities.get(set)?.has(rarity))
    notes.push(`rarity "${f.rarity}" is not listed for set ${set}`);

  const givenFinish = f.variantKind === undefined ? undefined : slugKey(f.variantKind) || undefined;
  const finish = givenFinish === undefined ? undefined : data.index.finishes.get(givenFinish);
  if (givenFinish === undefined) notes.push('variantKind missing; treated as a printing with no foil');
  else if (!finish)
    notes.push(
      `variantKind "${f.variantKind}" is not declared in foils.json; treated as the printing's own foil (holofoil)`,
    );
  // An undeclared finish is read as the printing's own foil: a feed that names a finish at all
  // names a foil printing far more often than not, and the class then decides the look.
  const variantKind = givenFinish === undefined ? undefined : (finish?.variant ?? OWN_FOIL);

  return {
    era,
    set,
    subset,
    card: f.card === undefined ? undefined : cardInSet(f.card, set, data, notes),
    rarity,
    variantKind,
    finish: finish?.finish,
    finishMask: givenFinish === undefined ? 'none' : (finish?.mask ?? 'own'),
    edition: finish?.edition,
    supertype: f.supertype ? slugKey(f.supertype) : undefined,
    subtypes: readSubtypes(printing),
    type: f.type ? slugKey(f.type) : undefined,
    setKnown: setRow !== undefined,
    eraKnown,
    alias: target && given !== target.set ? f.set : undefined,
    notes,
  };
}

/**
 * The card id in canonical form ("sv3.5-12" becomes "sv3pt5-12"), or undefined when its set
 * part names a different known set: another set's card must not decide this printing.
 */
function cardInSet(card: string, set: string, data: ResolverData, notes: string[]): string | undefined {
  const lower = card.toLowerCase();
  // The longest prefix before a hyphen that names a set (set ids may contain hyphens).
  for (let cut = lower.lastIndexOf('-'); cut > 0; cut = lower.lastIndexOf('-', cut - 1)) {
    const owner = data.setIndex.get(lower.slice(0, cut));
    if (!owner) continue;
    if (owner.set === set) return `${set}-${lower.slice(cut + 1)}`;
    notes.push(`card "${card}" belongs to set ${owner.set}, not ${set}; card rows are ignored`);
    return undefined;
  }
  return lower;
}

/** Narrowest first: card > subset > set > era. Scopes the printing cannot have are left out. */
export function scopeChain(p: ResolvedPrinting): ScopeKey[] {
  const chain: ScopeKey[] = [];
  if (p.card) chain.push({ scope: 'card', key: p.card });
  if (p.subset) chain.push({ scope: 'subset', key: `${p.set}/${p.subset}` });
  chain.push({ scope: 'set', key: p.set });
  chain.push({ scope: 'era', key: p.era });
  return chain;
}
