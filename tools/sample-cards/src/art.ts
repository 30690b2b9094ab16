import { hsv, mix, type Rgb } from './colour.js';
import type { PixelRect, Raster } from './raster.js';

type Rng = () => number;

function smoothstep(edge0: number, edge1: number, v: number): number {
  const t = Math.max(0, Math.min(1, (v - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
}

/** A soft ellipse in pixel space (centre and radii in pixels). */
interface Blob {
  x: number;
  y: number;
  rx: number;
  ry: number;
  colour: Rgb;
}

/**
 * Paints a small landscape with a round creature-like figure into the masked
 * pixels of `box`: sky gradient, sun, three hill bands and soft blobs. Every
 * colour is strongly saturated so that coloured-art tests have material.
 * Coordinates s, t run 0..1 across the box, t up.
 */
export function paintArt(
  r: Raster,
  mask: Uint8Array,
  box: PixelRect,
  hue: number,
  rng: Rng,
  /** Set to 1 where the figure covers a pixel by at least half: what a figure-only foil covers. */
  figure?: Uint8Array,
): void {
  const skyTop = hsv(hue + 0.5 + rng() * 0.1, 0.7, 0.92);
  const skyLow = hsv(hue + 0.42 + rng() * 0.1, 0.45, 1.0);
  const sun = {
    x: 0.15 + rng() * 0.7,
    y: 0.7 + rng() * 0.15,
    r: 0.07 + rng() * 0.06,
    colour: hsv(hue + 0.12, 0.55, 1.0),
  };
  const hills = [0, 1, 2].map((k) => ({
    base: 0.45 - k * 0.12,
    amp: 0.05 + rng() * 0.05,
    freq: 4 + rng() * 5,
    phase: rng() * 6.283,
    colour: hsv(hue + 0.22 + k * 0.06 + rng() * 0.04, 0.7, 0.8 - k * 0.1),
  }));
  // The figure is laid out in units of the box's shorter side so it keeps its
  // shape in wide windows and full-bleed faces alike.
  const boxW = Math.max(1, box.x1 - box.x0);
  const boxH = Math.max(1, box.y1 - box.y0);
  const unit = (boxH > boxW ? 0.55 : 0.9) * Math.min(boxW, boxH);
  const centreX = box.x0 + boxW * (0.45 + rng() * 0.1);
  // Tall (full-bleed) boxes lift the figure clear of the text plates at the bottom.
  const centreY = box.y1 - (boxH > boxW ? 0.5 * boxH : unit / 2.7);
  const bodyColour = hsv(hue + rng() * 0.05, 0.82, 0.95);
  const limbColour = hsv(hue + 0.05, 0.9, 0.85);
  const headShift = (rng() - 0.5) * 0.06;
  const blobs: Blob[] = [
    { x: 0, y: 0, rx: 0.3, ry: 0.28, colour: bodyColour },
    { x: headShift, y: 0.4, rx: 0.2, ry: 0.18, colour: bodyColour },
    { x: headShift - 0.12, y: 0.58, rx: 0.05, ry: 0.11, colour: limbColour },
    { x: headShift + 0.12, y: 0.58, rx: 0.05, ry: 0.11, colour: limbColour },
    { x: 0, y: -0.05, rx: 0.16, ry: 0.14, colour: hsv(hue + 0.1, 0.5, 1.0) },
  ].map((b) => ({
    ...b,
    x: centreX + b.x * unit,
    y: centreY - b.y * unit,
    rx: b.rx * unit,
    ry: b.ry * unit,
  }));
  const aspect = boxH / boxW;
  for (let y = box.y0; y < box.y1; y++) {
    const t = 1 - (y - box.y0 + 0.5) / boxH;
    const sky = mix(skyLow, skyTop, t);
    for (let x = box.x0; x < box.x1; x++) {
      if (mask[y * r.width + x] !== 1) continue;
      const s = (x - box.x0 + 0.5) / boxW;
      let c = sky;
      const sunD = Math.hypot(s - sun.x, (t - sun.y) * aspect);
      c = mix(c, sun.colour, 1 - smoothstep(sun.r * 0.8, sun.r * 1.6, sunD));
      for (const hill of hills) {
        const top =
          hill.base +
          hill.amp * Math.sin(hill.freq * s + hill.phase) +
          hill.amp * 0.5 * Math.sin(hill.freq * 2.3 * s);
        const cover = smoothstep(top + 0.006, top - 0.006, t);
        if (cover > 0) c = mix(c, mix(hill.colour, hsv(0, 0, 0.35), (top - t) * 0.5), cover);
      }
      for (const blob of blobs) {
        const nx = (x + 0.5 - blob.x) / blob.rx;
        const ny = (y + 0.5 - blob.y) / blob.ry;
        const d = Math.hypot(nx, ny);
        const cover = 1 - smoothstep(0.92, 1.0, d);
        if (cover <= 0) continue;
        if (figure && cover >= 0.5) figure[y * r.width + x] = 1;
        // Light from the upper left: brighter where the blob faces it.
        const shade = 0.85 - 0.125 * (nx + ny);
        const lit: Rgb = [blob.colour[0] * shade, blob.colour[1] * shade, blob.colour[2] * shade];
        c = mix(c, lit, cover);
      }
      r.set(x, y, c);
    }
  }
}
