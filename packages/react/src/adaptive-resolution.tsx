import { useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';

export interface AdaptiveResolutionOptions {
  /** A frame longer than this (ms, between two frames that follow one another) is long. Default 1000/30. */
  readonly frameBudgetMs?: number;
  /** The lowest render scale, as a fraction of the device pixel ratio. Default 0.5. */
  readonly minScale?: number;
}

/** Long frames in a row before the scale steps down. */
const PATIENCE = 8;
/** Frames further apart than this did not follow one another (an on-demand canvas idles). */
const GAP_MS = 250;

/**
 * Lowers the canvas's render scale (its device pixel ratio) a step at a time while frames run
 * long, down to `minScale`. Only the drawing buffer's size changes; no uniform, parameter or
 * layout does, so every card looks the same, at a lower resolution.
 */
export function AdaptiveResolution({ frameBudgetMs = 1000 / 30, minScale = 0.5 }: AdaptiveResolutionOptions) {
  const setDpr = useThree((s) => s.setDpr);
  const deviceDpr = useThree((s) => s.viewport.initialDpr);
  const run = useRef({ last: Number.NEGATIVE_INFINITY, long: 0, scale: 1 });
  useFrame(() => {
    const r = run.current;
    const now = performance.now();
    const interval = now - r.last;
    r.last = now;
    if (interval > GAP_MS) return;
    r.long = interval > frameBudgetMs ? r.long + 1 : 0;
    if (r.long < PATIENCE || r.scale <= minScale) return;
    r.long = 0;
    r.scale = Math.max(minScale, r.scale * 0.75);
    setDpr(deviceDpr * r.scale);
  });
  return null;
}
