import type { Vector2, Vector3 } from 'three';

/**
 * The tilt (-1..1 per axis) at which a card in FoilCard's stage would face the camera the way
 * this card does: the inverse of the stage's turn (about x by y * max, then about y by -x * max)
 * applied to the tangent-space view vector at the card's centre. So a card that a scene spins
 * gives its recipe the tilt a pointer would, and an exact FoilCard pose gives FoilCard's own
 * uTilt. Clamped, as every tilt is; writes into `out` (per frame, no allocation).
 */
export function tiltFromView(view: Vector3, maxTilt: number, out: Vector2): Vector2 {
  if (!(maxTilt > 0)) return out.set(0, 0);
  const clamp = (v: number) => (Number.isFinite(v) ? Math.min(1, Math.max(-1, v)) : 0);
  const x = Math.atan2(view.x, view.z) / maxTilt;
  const y = Math.asin(Math.min(1, Math.max(-1, view.y))) / maxTilt;
  return out.set(clamp(x), clamp(y));
}
