// Pointer and keyboard drive each card's tilt target; the stage eases toward it.
import type { CardSlot } from './slot.js';
import type { Stage } from './stage.js';

const KEY_STEP = 0.25;
const KEYS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-KEY_STEP, 0],
  ArrowRight: [KEY_STEP, 0],
  ArrowUp: [0, KEY_STEP],
  ArrowDown: [0, -KEY_STEP],
};

export function bindTiltInput(slot: CardSlot, stage: Stage): void {
  const face = slot.face;
  face.addEventListener('pointermove', (e) => {
    const r = face.getBoundingClientRect();
    // Card-space: x right, y up, -1..1 across the card.
    const x = ((e.clientX - r.left) / r.width) * 2 - 1;
    const y = 1 - ((e.clientY - r.top) / r.height) * 2;
    slot.tilt.setTarget(x, y);
    stage.active = slot;
    stage.request();
  });
  face.addEventListener('pointerleave', () => {
    slot.tilt.setTarget(0, 0);
    stage.request();
  });
  face.addEventListener('focus', () => {
    stage.active = slot;
    stage.request();
  });
  face.addEventListener('blur', () => {
    slot.tilt.setTarget(0, 0);
    stage.request();
  });
  face.addEventListener('keydown', (e) => {
    const step = KEYS[e.key];
    if (step) {
      slot.tilt.nudge(step[0], step[1]);
    } else if (e.key === 'Escape' || e.key === '0') {
      slot.tilt.setTarget(0, 0);
    } else {
      return;
    }
    // Arrow keys would otherwise scroll the page away from the card being tilted.
    e.preventDefault();
    stage.active = slot;
    stage.request();
  });
}
