/** Linear-free display-space colour, each channel 0..1. */
export type Rgb = readonly [number, number, number];

export function hsv(hueTurns: number, sat: number, val: number): Rgb {
  const h = ((hueTurns % 1) + 1) % 1;
  const k = (n: number): number => {
    const t = (n + h * 6) % 6;
    return val - val * sat * Math.max(0, Math.min(t, 4 - t, 1));
  };
  return [k(5), k(3), k(1)];
}

export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

/** Rec. 709 luma on display values: the same quantity the shader's ink estimate compares. */
export function luminance(c: Rgb): number {
  return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
}

export function fromHex(hex: number): Rgb {
  return [((hex >> 16) & 255) / 255, ((hex >> 8) & 255) / 255, (hex & 255) / 255];
}
