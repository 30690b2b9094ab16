import type { CardLayout } from './types.js';

/**
 * 1 where a pixel centre lies inside the layout's art window. The window is a
 * rounded rect measured in card-width units on both axes (so the corner radius,
 * a fraction of card width, stays circular); the feather is ignored because
 * this mask records the printed window, not the foil's soft edge.
 */
export function artWindowMask(width: number, height: number, layout: CardLayout): Uint8Array {
  const mask = new Uint8Array(width * height);
  const aspect = height / width;
  const { x, y, w, h } = layout.art;
  const halfW = w / 2;
  const halfH = (h * aspect) / 2;
  const cx = x + halfW;
  const cy = (y + h / 2) * aspect;
  const radius = Math.max(0, Math.min(layout.radius, halfW, halfH));
  for (let row = 0; row < height; row++) {
    const py = ((height - row - 0.5) / height) * aspect;
    const qy = Math.abs(py - cy) - (halfH - radius);
    for (let col = 0; col < width; col++) {
      const px = (col + 0.5) / width;
      const qx = Math.abs(px - cx) - (halfW - radius);
      const outside = Math.hypot(Math.max(qx, 0), Math.max(qy, 0));
      const inside = Math.min(Math.max(qx, qy), 0);
      if (outside + inside - radius <= 0) mask[row * width + col] = 1;
    }
  }
  return mask;
}
