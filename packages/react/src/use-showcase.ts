import { useEffect } from 'react';
import type { TiltDrive } from './use-tilt-spring.js';

/** One slow figure-of-eight every this many milliseconds. */
const PERIOD_MS = 9000;

/** The idle showcase sway: only while `active` (off by default, never under reduced motion). */
export function useShowcase(active: boolean, drive: TiltDrive): void {
  useEffect(() => {
    if (!active) return;
    let frame = requestAnimationFrame(function sway(now) {
      const phase = (now / PERIOD_MS) * 2 * Math.PI;
      drive.to({ x: 0.55 * Math.sin(phase), y: 0.3 * Math.sin(2 * phase) });
      frame = requestAnimationFrame(sway);
    });
    return () => cancelAnimationFrame(frame);
  }, [active, drive]);
}
