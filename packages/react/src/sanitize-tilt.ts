/** A tilt per axis in -1..1: x turns the card about its vertical axis, y about its horizontal one. */
export interface Tilt {
  readonly x: number;
  readonly y: number;
}

export const LEVEL: Tilt = { x: 0, y: 0 };

/** One axis of a tilt, as sanitizeTilt cleans it: not a finite number is 0, the rest clamped. */
export function clampTilt(value: unknown, limit: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 0;
  return Math.min(limit, Math.max(-limit, value));
}

/**
 * Every tilt from any source passes through here before it reaches a spring or a uniform:
 * NaN, Infinity and non-numbers become 0, the rest is clamped to +-limit.
 */
export function sanitizeTilt(tilt: Partial<Tilt> | null | undefined, limit = 1): Tilt {
  return { x: clampTilt(tilt?.x, limit), y: clampTilt(tilt?.y, limit) };
}

/** A finite angle in degrees within 0..max, else the fallback. */
export function sanitizeDegrees(value: unknown, fallback: number, max = 60): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(0, value));
}
