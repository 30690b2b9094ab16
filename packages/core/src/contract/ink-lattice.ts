/**
 * Bounds of the ink lattice that `uInkTile` carries ([tilesAcross, phaseX, phaseY, rotationTurns]).
 * The uniform's range is their union, and the resolver's placement schema reads the same object,
 * so a placement the data accepts is never clamped by the material. Phases may be negative:
 * wrapping them into 0..1 would move the jitter hash and the stagger parity, changing the render.
 */
export const INK_LATTICE = {
  tilesAcross: { min: 0, max: 64 },
  phase: { min: -64, max: 64 },
  rotationTurns: { min: -1, max: 1 },
} as const;
