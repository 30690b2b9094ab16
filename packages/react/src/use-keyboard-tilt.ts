import { useMemo, type KeyboardEvent } from 'react';
import type { Tilt } from './sanitize-tilt.js';

/** How far one arrow press moves the target. */
export const KEY_STEP = 0.25;

export interface KeyboardActions {
  current(): Tilt;
  drive(tilt: Tilt): void;
  level(): void;
  inspect(): void;
}

/** Arrows tilt, Esc levels, Enter and Space inspect. Other keys pass through untouched. */
export function useKeyboardTilt(actions: KeyboardActions): (event: KeyboardEvent<HTMLElement>) => void {
  return useMemo(
    () => (event: KeyboardEvent<HTMLElement>) => {
      const step: Record<string, [number, number]> = {
        ArrowLeft: [-KEY_STEP, 0],
        ArrowRight: [KEY_STEP, 0],
        ArrowUp: [0, KEY_STEP],
        ArrowDown: [0, -KEY_STEP],
      };
      const move = step[event.key];
      if (move) {
        const t = actions.current();
        actions.drive({ x: t.x + move[0], y: t.y + move[1] });
      } else if (event.key === 'Escape') actions.level();
      else if (event.key === 'Enter' || event.key === ' ') actions.inspect();
      else return;
      // Arrows and Space would scroll the page; the card owns them while it has focus.
      event.preventDefault();
    },
    [actions],
  );
}
