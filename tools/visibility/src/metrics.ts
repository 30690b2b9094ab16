import { LIT_THRESHOLD } from './setup.js';

/**
 * Per-pixel change of a render against its scan: the largest channel difference, 0..255, for
 * every pixel `inside` selects (the card face without its rounded corners). Both buffers are
 * RGBA in the same row order.
 */
export function changeMap(scan: Uint8Array, render: Uint8Array, inside: Uint8Array): Uint8Array {
  if (scan.length !== render.length || inside.length * 4 !== scan.length)
    throw new Error('changeMap: scan, render and region sizes differ');
  const out = new Uint8Array(inside.length);
  for (let p = 0; p < inside.length; p++) {
    if (!inside[p]) continue;
    const i = p * 4;
    out[p] = Math.max(
      Math.abs(scan[i]! - render[i]!),
      Math.abs(scan[i + 1]! - render[i + 1]!),
      Math.abs(scan[i + 2]! - render[i + 2]!),
    );
  }
  return out;
}

/** The q-quantile (0..1) of the changes at the selected pixels, by a 256-bin histogram. */
export function quantile(change: Uint8Array, inside: Uint8Array, q: number): number {
  const bins = new Uint32Array(256);
  let n = 0;
  for (let p = 0; p < change.length; p++) {
    if (!inside[p]) continue;
    bins[change[p]!]!++;
    n++;
  }
  if (n === 0) throw new Error('quantile: no pixels selected');
  const rank = Math.ceil(q * n);
  let seen = 0;
  for (let v = 0; v < 256; v++) {
    seen += bins[v]!;
    if (seen >= rank) return v;
  }
  return 255;
}

/** Accumulates one card's sweep: the best tilt's p99 and which pixels lit at any tilt. */
export class SweepAccumulator {
  private readonly everLit: Uint8Array;
  private bestP99 = 0;
  private litAtOnce = 0;
  private bestTilt: readonly [number, number] = [0, 0];

  constructor(private readonly inside: Uint8Array) {
    this.everLit = new Uint8Array(inside.length);
  }

  add(change: Uint8Array, tilt: readonly [number, number]): void {
    const p99 = quantile(change, this.inside, 0.99);
    if (p99 > this.bestP99) {
      this.bestP99 = p99;
      this.bestTilt = tilt;
    }
    let lit = 0;
    for (let p = 0; p < change.length; p++) {
      if (!this.inside[p] || change[p]! < LIT_THRESHOLD) continue;
      this.everLit[p] = 1;
      lit++;
    }
    this.litAtOnce = Math.max(this.litAtOnce, lit);
  }

  result(): CardVisibility {
    let lit = 0;
    let n = 0;
    for (let p = 0; p < this.inside.length; p++) {
      if (!this.inside[p]) continue;
      n++;
      lit += this.everLit[p]!;
    }
    return { p99: this.bestP99, bestTilt: this.bestTilt, litShare: lit / n, litAtOnce: this.litAtOnce / n };
  }
}

export interface CardVisibility {
  /** p99 of the per-pixel change at the best tilt, /255. */
  readonly p99: number;
  readonly bestTilt: readonly [number, number];
  /** Share of face pixels lit (>= LIT_THRESHOLD) at some tilt. */
  readonly litShare: number;
  /** The largest share lit at one tilt: a flash that lights most of this at once is a wash. */
  readonly litAtOnce: number;
}

export interface RecipeVisibility {
  readonly recipe: string;
  readonly family: string;
  /** Mean over the cards of each card's figure. */
  readonly p99: number;
  readonly litShare: number;
  readonly litAtOnce: number;
  readonly cards: Readonly<Record<string, CardVisibility>>;
}

export function summarise(
  recipe: string,
  family: string,
  cards: Readonly<Record<string, CardVisibility>>,
): RecipeVisibility {
  const all = Object.values(cards);
  if (all.length === 0) throw new Error(`summarise: no cards measured for ${recipe}`);
  const mean = (f: (c: CardVisibility) => number) => all.reduce((s, c) => s + f(c), 0) / all.length;
  return {
    recipe,
    family,
    p99: mean((c) => c.p99),
    litShare: mean((c) => c.litShare),
    litAtOnce: mean((c) => c.litAtOnce),
    cards,
  };
}
