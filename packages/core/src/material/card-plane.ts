import { PlaneGeometry } from 'three';
import { CARD_ASPECT } from '../contract/law-constants.js';

/** How far the margin plane reaches past the card on every side, in card widths. */
export const CARD_PLANE_MARGIN = 0.02;

/**
 * The card's plane, `margin` card widths larger on every side, its uv running past 0..1 so the
 * card itself sits where it does on a plain `PlaneGeometry(1, CARD_ASPECT)`; MAIN discards
 * everything outside the card. It is the plane for uEdgeAA: the pixels just outside the card's
 * outline are shaded too, so the antialiasing covers both sides of the edge (a rasterizer without
 * multisampling never shades a pixel whose centre lies outside the triangles). With uEdgeAA off
 * it is not a byte-identical stand-in for the plain plane: the sub-pixel ramp at the outline
 * moves by up to a fifth of its range with the other interpolation. The margin is about 1.5
 * pixels at a 75 px card.
 */
export function cardPlaneWithMargin(margin: number = CARD_PLANE_MARGIN): PlaneGeometry {
  const width = 1 + 2 * margin;
  const height = CARD_ASPECT + 2 * margin;
  const geometry = new PlaneGeometry(width, height);
  const uv = geometry.getAttribute('uv');
  for (let i = 0; i < uv.count; i++)
    uv.setXY(i, uv.getX(i) * width - margin, (uv.getY(i) * height - margin) / CARD_ASPECT);
  return geometry;
}
