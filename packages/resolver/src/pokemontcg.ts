import { isRecord, kindOf } from './kind-of.js';
import { PrintingError } from './printing-error.js';
import type { Printing } from './printing.js';

/**
 * The fields of a pokemontcg.io-style card object (API v2, the PokemonTCG/pokemon-tcg-data
 * files) that decide a foil. Anything else the object carries is ignored.
 */
export interface PokemonTcgCard {
  /** Set id + number, e.g. "swsh12pt5-160". */
  readonly id: string;
  readonly set: { readonly id: string };
  /** "Rare Holo VMAX", "Illustration Rare" …; some feeds leave it out. */
  readonly rarity?: string | undefined;
  /** "Pokémon", "Trainer" or "Energy". */
  readonly supertype?: string | undefined;
  /** "Basic", "V", "VMAX", "ex", "Tera", "TAG TEAM" … */
  readonly subtypes?: readonly string[] | undefined;
  /** "Fire", "Water" …; the first one keys ink rows by type. */
  readonly types?: readonly string[] | undefined;
  /** Price map keyed by finish (`normal`, `holofoil`, `reverseHolofoil` …). */
  readonly tcgplayer?: { readonly prices?: Readonly<Record<string, unknown>> | undefined } | undefined;
}

function str(card: Record<string, unknown>, field: string): string | undefined {
  const value = card[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string')
    throw new PrintingError(`card.${field}`, `must be a string, got ${kindOf(value)}`);
  return value;
}

function list(card: Record<string, unknown>, field: string): string[] | undefined {
  const value = card[field];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string'))
    throw new PrintingError(`card.${field}`, `must be an array of strings, got ${kindOf(value)}`);
  return value as string[];
}

/**
 * One printing of a pokemontcg-style card in one finish:
 * `resolveSurface(printingFromPokemonTcgCard(card, 'reverseHolofoil'), data)`.
 * The set decides the era; a card that is not an object, or a field of the wrong type, is a
 * PrintingError naming the field. A missing rarity or finish is left for the resolver to note.
 */
export function printingFromPokemonTcgCard(card: PokemonTcgCard, finish: string): Printing {
  if (!isRecord(card)) throw new PrintingError('(printing)', `card must be an object, got ${kindOf(card)}`);
  const raw = card as unknown as Record<string, unknown>;
  const set = raw['set'];
  if (!isRecord(set) || typeof set['id'] !== 'string')
    throw new PrintingError(
      'card.set.id',
      `must be a string, got ${kindOf(isRecord(set) ? set['id'] : set)}`,
    );
  if (typeof finish !== 'string')
    throw new PrintingError('variantKind', `must be a string, got ${kindOf(finish)}`);
  const printing: Printing = {
    set: set['id'],
    rarity: str(raw, 'rarity') ?? '',
    variantKind: finish,
  };
  const id = str(raw, 'id');
  if (id !== undefined) printing.card = id;
  const supertype = str(raw, 'supertype');
  if (supertype !== undefined) printing.supertype = supertype;
  const subtypes = list(raw, 'subtypes');
  if (subtypes !== undefined) printing.subtypes = subtypes;
  const type = list(raw, 'types')?.[0];
  if (type !== undefined) printing.type = type;
  return printing;
}

/** Every printing of the card that its price map lists, one per finish key, in the map's order. */
export function printingsFromPokemonTcgCard(card: PokemonTcgCard): Printing[] {
  const prices = isRecord(card) && isRecord(card.tcgplayer) ? card.tcgplayer.prices : undefined;
  if (!isRecord(prices)) return [];
  return Object.keys(prices).map((finish) => printingFromPokemonTcgCard(card, finish));
}
