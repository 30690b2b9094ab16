/** Tilt grids. The full grid is a 3x3 over the tilt square; CI runs the reduced one. */
export const TILT_GRIDS = {
  full: [-1, 0, 1].flatMap((y) => [-1, 0, 1].map((x) => [x, y] as const)),
  reduced: [
    [0, 0],
    [0.7, -0.5],
  ],
} as const satisfies Record<string, ReadonlyArray<readonly [number, number]>>;

export type TiltGrid = keyof typeof TILT_GRIDS;

/** blank = the synthetic blank base (uScanBase 0); scan = a synthetic card face (uScanBase 1). */
export const BASES = ['blank', 'scan'] as const;
export type ParityBase = (typeof BASES)[number];

export const PARITY_WIDTH = 128;
