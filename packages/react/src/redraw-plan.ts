/** A rectangle in CSS pixels, relative to the canvas's top left. */
export interface Box {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** One view as the planner sees it: where it is drawn now, and what it drew last time. */
export interface PlanView<V> {
  readonly view: V;
  /** Its viewport now; null when it is off the canvas or gone. */
  readonly box: Box | null;
  /** The pixels its content covers now (null: draws nothing). */
  readonly ink: Box | null;
  /** The pixels it covered when last drawn (null: nothing of it is on the canvas). */
  readonly previousInk: Box | null;
  /** Its content changed since it was last drawn. */
  readonly dirty: boolean;
  /** Drawing order: higher draws later (above). */
  readonly index: number;
}

/** Clear `region`, then draw each of `draws` in order, scissored to `region`. */
export interface RedrawPass<V> {
  readonly region: Box;
  readonly draws: readonly V[];
}

export function intersect(a: Box, b: Box): Box | null {
  const left = Math.max(a.left, b.left);
  const top = Math.max(a.top, b.top);
  const right = Math.min(a.left + a.width, b.left + b.width);
  const bottom = Math.min(a.top + a.height, b.top + b.height);
  return right > left && bottom > top ? { left, top, width: right - left, height: bottom - top } : null;
}

function union(a: Box | null, b: Box | null): Box | null {
  if (!a || !b) return a ?? b;
  const left = Math.min(a.left, b.left);
  const top = Math.min(a.top, b.top);
  return {
    left,
    top,
    width: Math.max(a.left + a.width, b.left + b.width) - left,
    height: Math.max(a.top + a.height, b.top + b.height) - top,
  };
}

/** Whole pixels, one more on every side: antialiased edges and rounding never leave a trace. */
export function snapOut(b: Box): Box {
  const left = Math.floor(b.left) - 1;
  const top = Math.floor(b.top) - 1;
  return {
    left,
    top,
    width: Math.ceil(b.left + b.width) + 1 - left,
    height: Math.ceil(b.top + b.height) + 1 - top,
  };
}

/**
 * What a frame must redraw. Each changed view dirties the pixels it covered and the pixels it
 * covers now; every view whose content touches such a region is drawn again inside it, in
 * order, so overlapping neighbours stay correct. When that would cost more draws than
 * drawing everything once (most views changed), or `all` is asked (scroll, resize, a cleared
 * canvas), it is one pass over the whole canvas instead.
 */
export function planRedraw<V>(views: readonly PlanView<V>[], canvas: Box, all: boolean): RedrawPass<V>[] {
  const ordered = views.filter((v) => v.box && v.ink).sort((a, b) => a.index - b.index);
  const everything = [{ region: canvas, draws: ordered.map((v) => v.view) }];
  if (all) return everything;
  const passes: RedrawPass<V>[] = [];
  let draws = 0;
  for (const changed of views) {
    if (!changed.dirty) continue;
    const touched = union(changed.previousInk, changed.ink);
    const region = touched && intersect(snapOut(touched), canvas);
    if (!region) continue;
    const inside = ordered.filter((v) => intersect(v.ink!, region)).map((v) => v.view);
    draws += inside.length;
    passes.push({ region, draws: inside });
  }
  return draws > ordered.length ? everything : passes;
}
