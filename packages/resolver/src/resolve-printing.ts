import type { ResolverData } from './load-data.js';
import { setKey, slugKey, type Printing } from './printing.js';
import type { Scope } from './schemas/common.js';

/** A printing with its set resolved through aliases and its keys normalised. */
export interface ResolvedPrinting {
  era: string;
  /** Canonical set id, or the given id lower-cased when the set is unknown. */
  set: string;
  subset: string | undefined;
  card: string | undefined;
  rarity: string;
  variantKind: string;
  supertype: string | undefined;
  type: string | undefined;
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

export function resolvePrinting(printing: Printing, data: ResolverData): ResolvedPrinting {
  const notes: string[] = [];
  const given = setKey(printing.set);
  const target = data.setIndex.get(given);
  const set = target?.set ?? given;
  const setRow = target ? data.foils.sets[target.set] : undefined;
  const subset = printing.subset ? slugKey(printing.subset) : target?.subset;
  let era = slugKey(printing.era);
  if (setRow && setRow.era !== era) {
    if (printing.era)
      notes.push(
        `era "${printing.era}" given for set ${set}, which data files under era ${setRow.era}; the data wins`,
      );
    era = setRow.era;
  }
  if (!setRow) notes.push(`set "${printing.set}" is not in foils.json; era and default rules apply`);
  const eraKnown = data.layouts.eras[era] !== undefined;
  if (!eraKnown) notes.push(`era "${printing.era}" is not in layouts.json; the default layout applies`);
  return {
    era,
    set,
    subset,
    card: printing.card ? canonicalCard(printing.card, given, set) : undefined,
    rarity: slugKey(printing.rarity),
    variantKind: slugKey(printing.variantKind),
    supertype: printing.supertype ? slugKey(printing.supertype) : undefined,
    type: printing.type ? slugKey(printing.type) : undefined,
    setKnown: setRow !== undefined,
    eraKnown,
    alias: target && given !== target.set ? printing.set : undefined,
    notes,
  };
}

/** "sv3.5-12" becomes "sv3pt5-12" when "sv3.5" is an alias of sv3pt5. */
function canonicalCard(card: string, givenSet: string, set: string): string {
  const lower = card.trim().toLowerCase();
  return lower.startsWith(`${givenSet}-`) ? `${set}-${lower.slice(givenSet.length + 1)}` : lower;
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
