import { LUMA } from '../contract/law-constants.js';

export type RGB = readonly [number, number, number];

export const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x));

/** GLSL smoothstep, including its behaviour for a value exactly at an edge. */
export function smoothstep(edge0: number, edge1: number, x: number): number {
  const t = clamp((x - edge0) / (edge1 - edge0), 0, 1);
  return t * t * (3 - 2 * t);
}

export const mix = (a: number, b: number, t: number): number => a * (1 - t) + b * t;

export const luma = (c: RGB): number => c[0] * LUMA[0] + c[1] * LUMA[1] + c[2] * LUMA[2];

export const map3 = (c: RGB, f: (v: number, i: number) => number): RGB => [
  f(c[0], 0),
  f(c[1], 1),
  f(c[2], 2),
];

export const screenBlend = (base: RGB, light: RGB): RGB =>
  map3(base, (b, i) => 1 - (1 - b) * (1 - light[i]!));

export function sdRoundRect(px: number, py: number, hx: number, hy: number, r: number): number {
  const qx = Math.abs(px) - hx + r;
  const qy = Math.abs(py) - hy + r;
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
}

/** HSV hue in degrees (NaN for a grey), and chroma as max - min. */
export function hueAndChroma(c: RGB): { hue: number; chroma: number } {
  const [r, g, b] = c;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const d = max - min;
  if (d === 0) return { hue: Number.NaN, chroma: 0 };
  let h: number;
  if (max === r) h = ((g - b) / d) % 6;
  else if (max === g) h = (b - r) / d + 2;
  else h = (r - g) / d + 4;
  return { hue: (h * 60 + 360) % 360, chroma: d };
}

export function hueDistance(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}
