/**
 * The visibility measurement (issue 14): how strongly each recipe's own light shows on a real
 * scan at the tilts a pointer really gives. One definition, shared by the CLI, the floor test
 * and the docs; only the cost knobs (card width, tilt grid) differ between them.
 */

/** Tilts a pointer really gives: a grid within +-0.5 per axis. */
export function tiltGrid(steps: number, reach = 0.5): Array<[number, number]> {
  const at = (k: number) => (steps === 1 ? 0 : -reach + (2 * reach * k) / (steps - 1));
  const grid: Array<[number, number]> = [];
  for (let j = 0; j < steps; j++) for (let i = 0; i < steps; i++) grid.push([at(i), at(j)]);
  return grid;
}

/** Sample printings (ids in SAMPLE_PRINTINGS) measured: a WOTC window card, an SV illustration rare, an etched SWSH full art. */
export const VISIBILITY_CARDS = ['wotc-holo-window', 'sv-illustration', 'swsh-etched'] as const;

/** A pixel counts as lit when some channel moved at least this far from the scan, in /255. */
export const LIT_THRESHOLD = 32;

/** The floor every recipe must reach. */
export const VISIBILITY_FLOOR = {
  /** 99th percentile of the per-pixel change at the best tilt, in /255. */
  p99: 64,
  /** Share of pixels lit (>= LIT_THRESHOLD) at some tilt of the sweep. */
  litShare: 0.1,
} as const;

export interface VisibilitySetup {
  /** Card width in pixels; the card is rendered at its own aspect. */
  readonly width: number;
  readonly tilts: ReadonlyArray<readonly [number, number]>;
  readonly cards: readonly string[];
}

/** The full measurement, as in the issue: 250 px cards, a 5x5 grid. */
export const FULL_SETUP: VisibilitySetup = { width: 250, tilts: tiltGrid(5), cards: VISIBILITY_CARDS };

/** The floor test's cheaper run: smaller cards, a 3x3 grid, the same cards and definitions. */
export const TEST_SETUP: VisibilitySetup = { width: 160, tilts: tiltGrid(3), cards: VISIBILITY_CARDS };
