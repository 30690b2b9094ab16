// The perspective stage one card turns in. Units are card widths, as in the shader contract,
// whose defaults are the one source of the card's shape, camera distance and largest tilt.
import { CARD_ASPECT, SURFACE_DEFAULTS } from '@foilkit/core/contract';

/** A card is 63 x 88 mm. */
export { CARD_ASPECT };

/**
 * The canvas region drawn for a card is larger than the card by this fraction on every side, so
 * a tilted corner, which projects outside the card's rest rectangle, is not clipped.
 */
export const STAGE_MARGIN = 0.08;

/** Camera distance in card widths (uCamDist): far enough for a gentle, believable perspective. */
export const CAMERA_DISTANCE = SURFACE_DEFAULTS.uCamDist;

/** Default largest tilt, in degrees (uTiltMax's default, which is in radians). */
export const DEFAULT_MAX_TILT_DEG = Math.round(((SURFACE_DEFAULTS.uTiltMax * 180) / Math.PI) * 1e6) / 1e6;

/** Vertical field of view (degrees) that makes the card at rest exactly fill its DOM box. */
export function stageFov(): number {
  const stageHeight = CARD_ASPECT * (1 + 2 * STAGE_MARGIN);
  return (2 * Math.atan(stageHeight / 2 / CAMERA_DISTANCE) * 180) / Math.PI;
}

/** The stage box in CSS: the card box grown by STAGE_MARGIN on each side. */
export const STAGE_INSET = `${-STAGE_MARGIN * 100}%`;

/** The stage box's width and height in CSS, as a share of the card's. */
export const STAGE_SIZE = `${Number(((1 + 2 * STAGE_MARGIN) * 100).toFixed(4))}%`;
