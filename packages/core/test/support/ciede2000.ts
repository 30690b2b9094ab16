import { srgbDecode, xyzToLinearRgb, type RGB } from '@foilkit/core/reference';

export type Lab = readonly [number, number, number];

// Linear Rec. 709 to XYZ (D65): the inverse of the matrix the shader uses, computed here rather
// than typed in, so the two directions cannot disagree.
const TO_XYZ = (() => {
  const cols = [
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1],
  ].map((e) => e as unknown as [number, number, number]);
  // xyzToLinearRgb is linear: its matrix M has columns M e_i; invert M by Cramer's rule.
  const m = cols.map((e) => xyzToLinearRgb(e));
  const a = [
    [m[0]![0], m[1]![0], m[2]![0]],
    [m[0]![1], m[1]![1], m[2]![1]],
    [m[0]![2], m[1]![2], m[2]![2]],
  ];
  const [r0, r1, r2] = a as [[number, number, number], [number, number, number], [number, number, number]];
  const det =
    r0[0] * (r1[1] * r2[2] - r1[2] * r2[1]) -
    r0[1] * (r1[0] * r2[2] - r1[2] * r2[0]) +
    r0[2] * (r1[0] * r2[1] - r1[1] * r2[0]);
  return [
    [
      (r1[1] * r2[2] - r1[2] * r2[1]) / det,
      (r0[2] * r2[1] - r0[1] * r2[2]) / det,
      (r0[1] * r1[2] - r0[2] * r1[1]) / det,
    ],
    [
      (r1[2] * r2[0] - r1[0] * r2[2]) / det,
      (r0[0] * r2[2] - r0[2] * r2[0]) / det,
      (r0[2] * r1[0] - r0[0] * r1[2]) / det,
    ],
    [
      (r1[0] * r2[1] - r1[1] * r2[0]) / det,
      (r0[1] * r2[0] - r0[0] * r2[1]) / det,
      (r0[0] * r1[1] - r0[1] * r1[0]) / det,
    ],
  ];
})();

// D65 white of that matrix: XYZ of linear (1, 1, 1).
const WHITE = TO_XYZ.map((row) => row[0]! + row[1]! + row[2]!) as [number, number, number];

/** Display-space sRGB (0..1) to CIELAB, D65. */
export function srgbToLab(c: RGB): Lab {
  const lin = c.map(srgbDecode);
  const xyz = TO_XYZ.map((row) => row[0]! * lin[0]! + row[1]! * lin[1]! + row[2]! * lin[2]!);
  const f = (t: number) => (t > (6 / 29) ** 3 ? Math.cbrt(t) : t / (3 * (6 / 29) ** 2) + 4 / 29);
  const fx = f(xyz[0]! / WHITE[0]);
  const fy = f(xyz[1]! / WHITE[1]);
  const fz = f(xyz[2]! / WHITE[2]);
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

const deg = Math.PI / 180;

/** CIEDE2000 (Sharma, Wu and Dalal 2005), kL = kC = kH = 1. */
export function deltaE2000(a: Lab, b: Lab): number {
  const [L1, a1, b1] = a;
  const [L2, a2, b2] = b;
  const C1 = Math.hypot(a1, b1);
  const C2 = Math.hypot(a2, b2);
  const Cm = (C1 + C2) / 2;
  const G = 0.5 * (1 - Math.sqrt(Cm ** 7 / (Cm ** 7 + 25 ** 7)));
  const ap1 = (1 + G) * a1;
  const ap2 = (1 + G) * a2;
  const Cp1 = Math.hypot(ap1, b1);
  const Cp2 = Math.hypot(ap2, b2);
  const hue = (x: number, y: number) => {
    if (x === 0 && y === 0) return 0;
    const h = Math.atan2(y, x) / deg;
    return h < 0 ? h + 360 : h;
  };
  const hp1 = hue(ap1, b1);
  const hp2 = hue(ap2, b2);
  const dL = L2 - L1;
  const dC = Cp2 - Cp1;
  let dh = 0;
  if (Cp1 * Cp2 !== 0) {
    dh = hp2 - hp1;
    if (dh > 180) dh -= 360;
    else if (dh < -180) dh += 360;
  }
  const dH = 2 * Math.sqrt(Cp1 * Cp2) * Math.sin((dh / 2) * deg);
  const Lm = (L1 + L2) / 2;
  const Cpm = (Cp1 + Cp2) / 2;
  let hm = hp1 + hp2;
  if (Cp1 * Cp2 !== 0) {
    if (Math.abs(hp1 - hp2) <= 180) hm = (hp1 + hp2) / 2;
    else hm = hp1 + hp2 < 360 ? (hp1 + hp2 + 360) / 2 : (hp1 + hp2 - 360) / 2;
  }
  const T =
    1 -
    0.17 * Math.cos((hm - 30) * deg) +
    0.24 * Math.cos(2 * hm * deg) +
    0.32 * Math.cos((3 * hm + 6) * deg) -
    0.2 * Math.cos((4 * hm - 63) * deg);
  const dTheta = 30 * Math.exp(-(((hm - 275) / 25) ** 2));
  const Rc = 2 * Math.sqrt(Cpm ** 7 / (Cpm ** 7 + 25 ** 7));
  const Sl = 1 + (0.015 * (Lm - 50) ** 2) / Math.sqrt(20 + (Lm - 50) ** 2);
  const Sc = 1 + 0.045 * Cpm;
  const Sh = 1 + 0.015 * Cpm * T;
  const Rt = -Math.sin(2 * dTheta * deg) * Rc;
  return Math.sqrt((dL / Sl) ** 2 + (dC / Sc) ** 2 + (dH / Sh) ** 2 + Rt * (dC / Sc) * (dH / Sh));
}
