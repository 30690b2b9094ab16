/**
 * The realism measurement (issue 22): does the foil behave like light on a real card? Per recipe,
 * on the visibility sample cards, over a tilt sweep within +-0.5, with the recipe's shipped
 * defaults, a full-face mask and the shared specular (the lamp's glare):
 *
 * - brightened at some tilt: share of face pixels whose luminance rises >= STEP/255 over the scan
 *   at one tilt or another (real foil: most of it, over a pointer's sweep);
 * - brightened at one tilt: the largest such share at a single tilt (real foil: a band or glints);
 * - darkened at one tilt: the largest share whose luminance falls >= STEP/255 (even dimming is fine);
 * - dark structure: the largest share, at one tilt, of *flat* scan pixels that are at least
 *   STRUCTURE_DROP darker, as a ratio to the scan, than the mean ratio of their neighbourhood:
 *   stripes and cell borders. Measured on the attenuation render / scan, not on the difference,
 *   so an even dimming of text, art edges or any printed structure is a constant ratio and does
 *   not count; and only at pixels where the scan itself is flat (its luminance range over a
 *   (2 FLAT_RADIUS + 1)^2 window is under FLAT_RANGE) and bright enough for a ratio
 *   (>= MIN_LUMA), so text and the scan's own edges are never in it at all.
 */
export const REALISM = {
  /** Luminance change that counts, /255 (the table). */
  STEP: 32,
  /** Dark structure: a pixel this much darker (ratio) than its neighbourhood's mean ratio. */
  STRUCTURE_DROP: 0.125,
  /** Neighbourhood half-width for the mean ratio, in card widths: stripes and cells up to ~12% of the width. */
  STRUCTURE_RADIUS: 0.06,
  /** Flatness test half-width, pixels, and the largest scan luminance range that is flat, /255. */
  FLAT_RADIUS: 2,
  FLAT_RANGE: 24,
  /** Darkest scan luminance a ratio is taken at, /255. */
  MIN_LUMA: 48,
} as const;

/** Rec. 709 luma of every pixel of an RGBA buffer, 0..255. */
export function lumaMap(rgba: Uint8Array): Float32Array {
  const out = new Float32Array(rgba.length / 4);
  for (let p = 0; p < out.length; p++)
    out[p] = 0.2126 * rgba[p * 4]! + 0.7152 * rgba[p * 4 + 1]! + 0.0722 * rgba[p * 4 + 2]!;
  return out;
}

/**
 * The pixels where a dark-structure ratio is meaningful: inside the face, bright enough, and flat
 * in the scan (no text, no edge of the art within FLAT_RADIUS).
 */
export function flatRegion(scanLuma: Float32Array, inside: Uint8Array, width: number): Uint8Array {
  const height = scanLuma.length / width;
  const r = REALISM.FLAT_RADIUS;
  const out = new Uint8Array(scanLuma.length);
  for (let y = r; y < height - r; y++)
    for (let x = r; x < width - r; x++) {
      const p = y * width + x;
      if (!inside[p] || scanLuma[p]! < REALISM.MIN_LUMA) continue;
      let lo = 255;
      let hi = 0;
      for (let dy = -r; dy <= r; dy++)
        for (let dx = -r; dx <= r; dx++) {
          const q = scanLuma[p + dy * width + dx]!;
          if (q < lo) lo = q;
          if (q > hi) hi = q;
        }
      if (hi - lo < REALISM.FLAT_RANGE) out[p] = 1;
    }
  return out;
}

/** Share of `region` pixels that are dark structure in this render (see the header). */
export function darkStructureShare(
  scanLuma: Float32Array,
  renderLuma: Float32Array,
  region: Uint8Array,
  width: number,
  counted?: Uint8Array,
): number {
  const n = scanLuma.length;
  const height = n / width;
  // Attenuation, brightening ignored (a glint is not a dark line).
  const k = new Float32Array(n);
  for (let p = 0; p < n; p++) if (region[p]) k[p] = Math.min(renderLuma[p]! / scanLuma[p]!, 1);
  // Neighbourhood mean of k over region pixels: summed-area tables of k and of the region.
  const W = width + 1;
  const sk = new Float64Array(W * (height + 1));
  const sn = new Float64Array(W * (height + 1));
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      const i = (y + 1) * W + x + 1;
      sk[i] = k[p]! + sk[i - 1]! + sk[i - W]! - sk[i - W - 1]!;
      sn[i] = region[p]! + sn[i - 1]! + sn[i - W]! - sn[i - W - 1]!;
    }
  const r = Math.max(2, Math.round(REALISM.STRUCTURE_RADIUS * width));
  let total = 0;
  let dark = 0;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      if (!region[p]) continue;
      total++;
      const x0 = Math.max(0, x - r);
      const x1 = Math.min(width, x + r + 1);
      const y0 = Math.max(0, y - r);
      const y1 = Math.min(height, y + r + 1);
      const box = (s: Float64Array) => s[y1 * W + x1]! - s[y0 * W + x1]! - s[y1 * W + x0]! + s[y0 * W + x0]!;
      const count = box(sn);
      if (count < 4) continue;
      if (box(sk) / count - k[p]! >= REALISM.STRUCTURE_DROP) {
        dark++;
        if (counted) counted[p] = 1;
      }
    }
  return total === 0 ? 0 : dark / total;
}

/** Accumulates one card's sweep into the four figures. */
export class RealismSweep {
  private readonly ever: Uint8Array;
  private brightOnce = 0;
  private darkOnce = 0;
  private structure = 0;
  private worstCounted: Uint8Array;
  private worstRender: Float32Array | null = null;
  private readonly faceCount: number;
  private readonly region: Uint8Array;
  private readonly regionCount: number;

  constructor(
    private readonly scanLuma: Float32Array,
    private readonly inside: Uint8Array,
    private readonly width: number,
    // Only the structure picture needs the worst tilt's pixels; the figures alone do not.
    private readonly keepWorst = false,
  ) {
    this.ever = new Uint8Array(inside.length);
    this.worstCounted = new Uint8Array(inside.length);
    this.faceCount = inside.reduce((s, v) => s + v, 0);
    this.region = flatRegion(scanLuma, inside, width);
    this.regionCount = this.region.reduce((s, v) => s + v, 0);
  }

  add(renderLuma: Float32Array): void {
    let bright = 0;
    let dark = 0;
    for (let p = 0; p < this.inside.length; p++) {
      if (!this.inside[p]) continue;
      const d = renderLuma[p]! - this.scanLuma[p]!;
      if (d >= REALISM.STEP) {
        bright++;
        this.ever[p] = 1;
      } else if (-d >= REALISM.STEP) dark++;
    }
    this.brightOnce = Math.max(this.brightOnce, bright / this.faceCount);
    this.darkOnce = Math.max(this.darkOnce, dark / this.faceCount);
    const counted = this.keepWorst ? new Uint8Array(this.inside.length) : undefined;
    const share = darkStructureShare(this.scanLuma, renderLuma, this.region, this.width, counted);
    if (counted && (share > this.structure || this.worstRender === null)) {
      this.worstCounted = counted;
      this.worstRender = renderLuma;
    }
    this.structure = Math.max(this.structure, share);
  }

  /** At the tilt with the most dark structure so far (a sweep made with keepWorst): the pixels it counted (1) and the render's luma. */
  structureAtWorst(): { counted: Uint8Array; renderLuma: Float32Array | null } {
    return { counted: this.worstCounted, renderLuma: this.worstRender };
  }

  /** Which face pixels were brightened >= STEP at some tilt so far (1 = lit), row by row. */
  litMask(): Uint8Array {
    return this.ever;
  }

  result(): CardRealism {
    return {
      brightenedAny: this.ever.reduce((s, v) => s + v, 0) / this.faceCount,
      brightenedOnce: this.brightOnce,
      darkenedOnce: this.darkOnce,
      darkStructure: this.structure,
      flatShare: this.regionCount / this.faceCount,
    };
  }
}

export interface CardRealism {
  readonly brightenedAny: number;
  readonly brightenedOnce: number;
  readonly darkenedOnce: number;
  readonly darkStructure: number;
  /** Share of the face the dark-structure figure is measured on (flat, bright scan). */
  readonly flatShare: number;
}

export type RealismFigure = 'brightenedAny' | 'brightenedOnce' | 'darkenedOnce' | 'darkStructure';

/** What a target may bound: the four figures, and the lit share against the law's ceiling. */
export type TargetFigure = RealismFigure | 'anyOfCeiling';

export const TARGET_FIGURES: readonly TargetFigure[] = [
  'brightenedAny',
  'anyOfCeiling',
  'brightenedOnce',
  'darkenedOnce',
  'darkStructure',
];
export const REALISM_FIGURES: readonly RealismFigure[] = [
  'brightenedAny',
  'brightenedOnce',
  'darkenedOnce',
  'darkStructure',
];

export interface RecipeRealism extends Record<RealismFigure, number> {
  readonly recipe: string;
  readonly family: string;
  /**
   * The ceiling: the share of the face the brightest light of every hue lifts >= STEP at some
   * tilt under this recipe's own law constants (measure.ts, ceilingProbe). No light can do more.
   */
  readonly ceilingAny: number;
  /** brightenedAny / ceilingAny: how much of what the law lets light reach the recipe lights. */
  readonly anyOfCeiling: number;
  readonly cards: Readonly<Record<string, CardRealism>>;
}

export function summariseRealism(
  recipe: string,
  family: string,
  cards: Readonly<Record<string, CardRealism>>,
  ceilings: Readonly<Record<string, number>> = {},
): RecipeRealism {
  const all = Object.values(cards);
  if (all.length === 0) throw new Error(`realism: no cards measured for ${recipe}`);
  const mean = (f: RealismFigure) => all.reduce((s, c) => s + c[f], 0) / all.length;
  const ids = Object.keys(cards);
  const ceilingAny = ids.every((id) => ceilings[id] !== undefined)
    ? ids.reduce((s, id) => s + ceilings[id]!, 0) / ids.length
    : Number.NaN;
  return {
    recipe,
    family,
    ceilingAny,
    anyOfCeiling: ceilingAny > 0 ? mean('brightenedAny') / ceilingAny : Number.NaN,
    brightenedAny: mean('brightenedAny'),
    brightenedOnce: mean('brightenedOnce'),
    darkenedOnce: mean('darkenedOnce'),
    darkStructure: mean('darkStructure'),
    cards,
  };
}

/** A target: each figure's bounds for a family (or '*' for every recipe). */
export interface RealismTarget {
  readonly min?: Partial<Record<TargetFigure, number>>;
  readonly max?: Partial<Record<TargetFigure, number>>;
}

/**
 * A recipe's own bound on some figures, replacing its family's, where real foil of that kind would
 * not meet the family's (issue 23: "argued in the docs with a picture, not skipped"). `why` is the
 * argument and `picture` the image in docs/ that shows it; the bound is the figure as shipped, so it
 * holds the recipe where it is (a ratchet), and it is dropped once the family's bound is met.
 */
export interface ArguedTarget extends RealismTarget {
  readonly why: string;
  readonly picture: string;
}

function boundsMissed(row: RecipeRealism, t: RealismTarget | undefined): string[] {
  if (!t) return [];
  const out: string[] = [];
  for (const f of TARGET_FIGURES) {
    const lo = t.min?.[f];
    const hi = t.max?.[f];
    // Written so that a figure that could not be measured (NaN) misses, never passes.
    if (lo !== undefined && !(row[f] >= lo)) out.push(`${f} ${row[f].toFixed(3)} < ${lo}`);
    if (hi !== undefined && !(row[f] <= hi)) out.push(`${f} ${row[f].toFixed(3)} > ${hi}`);
  }
  return out;
}

/** Which figures of a row miss their targets ('family' rows beat '*'; an argued bound beats both). */
export function missedTargets(
  row: RecipeRealism,
  targets: Readonly<Record<string, RealismTarget>>,
  argued: Readonly<Record<string, ArguedTarget>> = {},
): string[] {
  const t = targets[row.family] ?? targets['*'];
  const own = argued[row.recipe];
  if (!own) return boundsMissed(row, t);
  return boundsMissed(row, {
    min: { ...t?.min, ...own.min },
    max: { ...t?.max, ...own.max },
  });
}

/**
 * Where a recipe stands against the targets, given the recipes still on the way to them
 * (`pending` in targets.json, each with its reason) and the recipes with an argued bound
 * (`argued`). A pending recipe that now meets every target is `stale`, and fails a check like a
 * miss does: the list only shrinks, and it never outlives the fault it excuses. So is an argued
 * bound that the recipe no longer needs.
 */
export type RealismVerdict =
  | { readonly status: 'meets' }
  | { readonly status: 'misses'; readonly misses: readonly string[] }
  | { readonly status: 'pending'; readonly misses: readonly string[]; readonly reason: string }
  | { readonly status: 'stale'; readonly reason: string };

export function realismVerdict(
  row: RecipeRealism,
  targets: Readonly<Record<string, RealismTarget>>,
  pending: Readonly<Record<string, string>> = {},
  argued: Readonly<Record<string, ArguedTarget>> = {},
): RealismVerdict {
  const own = argued[row.recipe];
  if (own !== undefined) {
    // An argument no longer needed is stale, like a pending entry that meets its targets.
    if (missedTargets(row, targets).length === 0)
      return { status: 'stale', reason: `argued bound no longer needed: ${own.why}` };
    const misses = missedTargets(row, targets, argued);
    return misses.length === 0 ? { status: 'meets' } : { status: 'misses', misses };
  }
  const misses = missedTargets(row, targets);
  const reason = pending[row.recipe];
  if (reason === undefined) return misses.length === 0 ? { status: 'meets' } : { status: 'misses', misses };
  return misses.length === 0 ? { status: 'stale', reason } : { status: 'pending', misses, reason };
}

/** A verdict a check fails on: a miss not excused, or an excuse no longer needed. */
export const failsCheck = (v: RealismVerdict): boolean => v.status === 'misses' || v.status === 'stale';
