import { useEffect } from 'react';
import type { Tilt } from '@foilkit/react';

/** One full sweep of the tilt range, in milliseconds: slow enough to watch a highlight travel. */
const SWEEP_PERIOD_MS = 6000;

/**
 * While on, walks the tilt over the whole -1..1 square (a Lissajous path, so every corner is
 * visited) and hands each frame's tilt to `drive`, which writes it without a React render.
 */
export function useSweep(on: boolean, drive: (tilt: Tilt) => void): void {
  useEffect(() => {
    if (!on) return;
    let frame = 0;
    const start = performance.now();
    const step = (now: number) => {
      const t = ((now - start) / SWEEP_PERIOD_MS) * 2 * Math.PI;
      drive({ x: Math.sin(t), y: Math.sin(t * 1.5 + Math.PI / 4) });
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [on, drive]);
}
