import { useCallback, useEffect, useMemo, useRef, type PointerEvent } from 'react';
import type { Tilt } from './sanitize-tilt.js';

/** After the pointer leaves, the card waits this long, then eases back to rest. */
export const LEAVE_DELAY_MS = 350;

export interface PointerTiltHandlers {
  onPointerMove(event: PointerEvent<HTMLElement>): void;
  onPointerLeave(): void;
  onPointerCancel(): void;
}

/**
 * Tilt follows the pointer over the card: its position from the centre, -1..1 per axis, with
 * up positive. Touch works the same for horizontal drags; the card's `touch-action: pan-y`
 * leaves vertical drags to the browser, which scrolls and cancels the pointer.
 */
export function usePointerTilt(
  enabled: boolean,
  drive: (tilt: Tilt) => void,
  toRest: () => void,
): PointerTiltHandlers {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const driveRef = useRef(drive);
  const restRef = useRef(toRest);
  const enabledRef = useRef(enabled);
  useEffect(() => {
    driveRef.current = drive;
    restRef.current = toRest;
    enabledRef.current = enabled;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const leave = useCallback(() => {
    clearTimeout(timer.current);
    // Checked when it fires: another source (gyroscope, code) may have taken over meanwhile.
    timer.current = setTimeout(() => {
      if (enabledRef.current) restRef.current();
    }, LEAVE_DELAY_MS);
  }, []);

  return useMemo(
    () => ({
      onPointerMove(event: PointerEvent<HTMLElement>) {
        if (!enabled) return;
        clearTimeout(timer.current);
        const box = event.currentTarget.getBoundingClientRect();
        if (box.width <= 0 || box.height <= 0) return;
        driveRef.current({
          x: ((event.clientX - box.left) / box.width) * 2 - 1,
          y: 1 - ((event.clientY - box.top) / box.height) * 2,
        });
      },
      onPointerLeave: leave,
      onPointerCancel: leave,
    }),
    [enabled, leave],
  );
}
