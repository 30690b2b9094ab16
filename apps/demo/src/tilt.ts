// Eased card tilt: the pointer or keys set a target, each frame moves the value toward it.

/** Time constant of the exponential approach; ~95% of the way after 3 tau = 150 ms. */
const TAU_MS = 50;
/** Below this the card is treated as arrived, so render-on-demand can stop asking for frames. */
const SETTLE = 1e-3;

export class Tilt {
  x = 0;
  y = 0;
  targetX = 0;
  targetY = 0;

  setTarget(x: number, y: number): void {
    this.targetX = clamp(x);
    this.targetY = clamp(y);
  }

  nudge(dx: number, dy: number): void {
    this.setTarget(this.targetX + dx, this.targetY + dy);
  }

  get settled(): boolean {
    return this.x === this.targetX && this.y === this.targetY;
  }

  /** Advances by dt ms; `jump` (reduced motion) lands on the target at once. Returns true if it moved. */
  step(dtMs: number, jump: boolean): boolean {
    if (this.settled) return false;
    const k = jump ? 1 : 1 - Math.exp(-Math.max(0, dtMs) / TAU_MS);
    this.x += (this.targetX - this.x) * k;
    this.y += (this.targetY - this.y) * k;
    if (Math.abs(this.targetX - this.x) < SETTLE && Math.abs(this.targetY - this.y) < SETTLE) {
      this.x = this.targetX;
      this.y = this.targetY;
    }
    return true;
  }
}

function clamp(v: number): number {
  return Math.min(1, Math.max(-1, v));
}
