import { LAW } from '../contract/law-constants.js';
import { clamp, sdRoundRect, smoothstep, type RGB } from './math.js';
import { referenceGlare, referenceLightFrame, type LampUniforms, type ViewInputs } from './light.js';

/**
 * The card-geometry terms of MAIN on the CPU: card alpha, the layout mask, the sheen band and
 * the view vector. Same formulas, same order as the GLSL.
 */
export function referenceCardAlpha(u: number, v: number): number {
  const d = sdRoundRect(u - 0.5, (v - 0.5) * LAW.CARD_ASPECT, 0.5, 0.5 * LAW.CARD_ASPECT, LAW.CARD_CORNER);
  return clamp(-d / LAW.CARD_EDGE, 0, 1);
}

export function referenceRectMask(
  u: number,
  v: number,
  rect: readonly [number, number, number, number],
  radius: number,
  feather: number,
): number {
  const hx = 0.5 * rect[2];
  const hy = 0.5 * rect[3] * LAW.CARD_ASPECT;
  const cx = rect[0] + hx;
  const cy = rect[1] * LAW.CARD_ASPECT + hy;
  const r = Math.min(radius, Math.min(hx, hy));
  const d = sdRoundRect(u - cx, v * LAW.CARD_ASPECT - cy, hx, hy, r);
  if (feather <= 0) return d <= 0 ? 1 : 0;
  return 1 - smoothstep(-feather, feather, d);
}

export function referenceLayoutMask(
  u: number,
  v: number,
  m: {
    uMaskRect: readonly [number, number, number, number];
    uMaskRadius: number;
    uMaskFeather: number;
    uMaskInvert: number;
  },
): number {
  const inside = referenceRectMask(u, v, m.uMaskRect, m.uMaskRadius, m.uMaskFeather);
  return m.uMaskInvert >= 0.5 ? 1 - inside : inside;
}

export function referenceFoilSheen(u: number, v: number, tilt: readonly [number, number]): number {
  const along = (u - 0.5) * 0.6 + (v - 0.5) * LAW.CARD_ASPECT * 0.8;
  const centre = 0.75 * (tilt[0] * 0.8 + tilt[1] * 0.6);
  const x = (along - centre) / LAW.SHEEN_WIDTH;
  return Math.exp(-x * x);
}

export function referenceViewVector(
  u: number,
  v: number,
  tilt: readonly [number, number],
  tiltMax: number,
  camDist: number,
): [number, number, number] {
  const yaw = tilt[0] * tiltMax;
  const pitch = tilt[1] * tiltMax;
  const ex = camDist * Math.sin(yaw) * Math.cos(pitch) - (u - 0.5);
  const ey = camDist * Math.sin(pitch) - (v - 0.5) * LAW.CARD_ASPECT;
  const ez = camDist * Math.cos(yaw) * Math.cos(pitch);
  const n = Math.hypot(ex, ey, ez);
  return [ex / n, ey / n, ez / n];
}

/** Bumped minus flat facet under a key light just above the camera. */
export function referenceEtchRelief(
  slope: readonly [number, number],
  view: readonly [number, number, number],
  relief: number,
  bump: number,
): number {
  const norm = (x: number, y: number, z: number): [number, number, number] => {
    const l = Math.hypot(x, y, z);
    return [x / l, y / l, z / l];
  };
  const n = norm(-slope[0] * bump, -slope[1] * bump, 1);
  const key = norm(view[0], view[1] + 0.5, view[2]);
  const h = norm(key[0] + view[0], key[1] + view[1], key[2] + view[2]);
  const bumped = Math.max(n[0] * h[0] + n[1] * h[1] + n[2] * h[2], 0) ** LAW.ETCH_SHININESS;
  const level = Math.max(h[2], 0) ** LAW.ETCH_SHININESS;
  return relief * (bumped - level);
}

/**
 * MAIN's sharedSpecular() before uSpecular: the lamp's glare when the lamp is on, the pre-lamp
 * sheen band when it is off.
 */
export function referenceSharedSpecular(u: number, v: number, view: ViewInputs, lamp: LampUniforms): RGB {
  if (lamp.uLampOn < 0.5) {
    const s = referenceFoilSheen(u, v, view.tilt);
    return [s, s, s];
  }
  const frame = referenceLightFrame(u, v, view, lamp, (a, b) =>
    referenceViewVector(a, b, view.tilt, view.tiltMax, view.camDist),
  );
  return referenceGlare(frame.light, frame.view, lamp);
}
