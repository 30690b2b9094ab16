/**
 * Invented names and generic game text. Nothing here names a real card,
 * creature or brand; the words only have to look like rules text.
 */
const SYLLABLES = [
  'VOL',
  'TRIX',
  'EM',
  'BER',
  'LING',
  'AQUA',
  'MOSS',
  'FEN',
  'DRA',
  'KIT',
  'ZEPH',
  'OR',
  'NOX',
  'PIP',
  'LUM',
  'ORA',
  'FIN',
  'GLIM',
  'MER',
  'TAL',
];
const MOVE_FIRST = ['SPARK', 'TIDAL', 'EMBER', 'ROOT', 'STAR', 'SHADE', 'GUST', 'STONE', 'MOON', 'THORN'];
const MOVE_SECOND = ['RUSH', 'BURST', 'WHIP', 'CALL', 'SONG', 'DIVE', 'CRASH', 'BLOOM', 'WAVE', 'FANG'];
const RULES = [
  'FLIP A COIN. IF HEADS, THIS ATTACK DOES {n} MORE DAMAGE.',
  'DISCARD AN ENERGY FROM THIS CARD.',
  "YOUR OPPONENT'S ACTIVE CARD IS NOW ASLEEP.",
  'DRAW {k} CARDS.',
  'HEAL {n} DAMAGE FROM EACH OF YOUR BENCHED CARDS.',
  "THIS ATTACK DOES {n} DAMAGE TO 1 OF YOUR OPPONENT'S BENCHED CARDS.",
  'SEARCH YOUR DECK FOR UP TO 2 BASIC CARDS AND PUT THEM ONTO YOUR BENCH. THEN, SHUFFLE YOUR DECK.',
  'DURING YOUR NEXT TURN, THIS CARD CANNOT ATTACK.',
  'MOVE 1 ENERGY FROM THIS CARD TO 1 OF YOUR BENCHED CARDS.',
];
const SURNAMES = [
  'MAREN',
  'OKADA',
  'VELLE',
  'TORRES',
  'HALVOR',
  'SATO',
  'LINDQVIST',
  'ABARA',
  'CROWE',
  'NAKAI',
];

type Rng = () => number;

function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

export function creatureName(rng: Rng): string {
  const count = 2 + Math.floor(rng() * 2);
  let name = '';
  for (let i = 0; i < count; i++) name += pick(rng, SYLLABLES);
  return name;
}

export function moveName(rng: Rng): string {
  return `${pick(rng, MOVE_FIRST)} ${pick(rng, MOVE_SECOND)}`;
}

export function rulesSentence(rng: Rng): string {
  return pick(rng, RULES)
    .replace('{n}', String(10 * (1 + Math.floor(rng() * 6))))
    .replace('{k}', String(2 + Math.floor(rng() * 2)));
}

export function illustrator(rng: Rng): string {
  const initial = String.fromCharCode(65 + Math.floor(rng() * 26));
  return `ILLUS. ${initial}. ${pick(rng, SURNAMES)}`;
}

export function hitPoints(rng: Rng): number {
  return 10 * (5 + Math.floor(rng() * 20));
}

export function damage(rng: Rng): number {
  return 10 * (1 + Math.floor(rng() * 12));
}
