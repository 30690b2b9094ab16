import { describe, expect, it } from 'vitest';
import { LAW } from '@foilkit/core/contract';
import {
  cieFit,
  diffractionXYZ,
  lambdaWindow,
  lampUniforms,
  lobeSigmas,
  referenceDiffraction,
  referenceEyeDirTS,
  referenceGlare,
  referenceLampVector,
  spectralToDisplay,
  srgbDecode,
  srgbEncode,
  xyzToLinearRgb,
  type Vec3,
} from '@foilkit/core/reference';
import { CIE_1931_2DEG, CIE_1931_START_NM, CIE_1931_STEP_NM } from './fixtures/cie1931.js';
import { deltaE2000, srgbToLab } from './support/ciede2000.js';

// The light model's CPU reference (reference/light.ts) against physics it does not share code
// with: the tabulated CIE observer, brute-force spectral integration at 1 nm, and geometry.

const lamp = lampUniforms();

/** The tabulated observer, linearly interpolated; 0 outside 360..830 nm. */
function cieTable(nm: number): Vec3 {
  const f = (nm - CIE_1931_START_NM) / CIE_1931_STEP_NM;
  const i = Math.floor(f);
  if (i < 0 || i >= CIE_1931_2DEG.length - 1) return [0, 0, 0];
  const a = CIE_1931_2DEG[i]!;
  const b = CIE_1931_2DEG[i + 1]!;
  const t = f - i;
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

const gauss = (x: number, s: number) => Math.exp((-0.5 * x * x) / (s * s)) / (Math.sqrt(2 * Math.PI) * s);

/**
 * The physics reference: sum over orders m = 1..3 of the integral over 360..830 nm (1 nm steps)
 * of the lamp's flat spectrum times the Gaussian (u, v) lobe around (m lambda / d, 0) times the
 * tabulated CIE observer, with the same wavelength window and exposure as the model.
 */
function bruteForceXYZ(u: number, v: number, pitch: number, spread: number, lampSize: number): Vec3 {
  const { su, sv } = lobeSigmas(spread, lampSize);
  const out: [number, number, number] = [0, 0, 0];
  for (const m of [1, 2, 3]) {
    const eta = m === 1 ? LAW.DIFF_ETA_1 : m === 2 ? LAW.DIFF_ETA_2 : 0;
    if (eta === 0) continue;
    for (let nm = 360; nm <= 830; nm++) {
      const w = gauss(Math.abs(u) - (m * nm) / (1000 * pitch), su) * gauss(v, sv) * lambdaWindow(nm);
      const c = cieTable(nm);
      const k = (LAW.DIFF_EXPOSURE * eta * w) / 1000;
      out[0] += c[0] * k;
      out[1] += c[1] * k;
      out[2] += c[2] * k;
    }
  }
  return out;
}

/** Light and view that give S = L + V = (sx, sy, *): both tilted alike, symmetric about the normal. */
function symmetric(sx: number, sy: number): { light: Vec3; view: Vec3 } {
  const hx = sx / 2;
  const hy = sy / 2;
  const z = Math.sqrt(1 - hx * hx - hy * hy);
  return { light: [hx, hy, z], view: [hx, hy, z] };
}

const display = (xyz: Vec3) => spectralToDisplay(xyzToLinearRgb(xyz), xyz[1], 1, [1, 1, 1]);

/** The wavelength whose observer chromaticity is nearest the colour's (x, y). */
function dominantNm(xyz: Vec3): number {
  const s = xyz[0] + xyz[1] + xyz[2];
  const x = xyz[0] / s;
  const y = xyz[1] / s;
  let best = 0;
  let bestD = Infinity;
  for (let nm = 400; nm <= 700; nm++) {
    const c = cieTable(nm);
    const cs = c[0] + c[1] + c[2];
    const d = Math.hypot(c[0] / cs - x, c[1] / cs - y);
    if (d < bestD) {
      bestD = d;
      best = nm;
    }
  }
  return best;
}

describe('colour science helpers', () => {
  it('CIEDE2000 reproduces the Sharma-Wu-Dalal 2005 test pairs', () => {
    const pairs: Array<[Vec3, Vec3, number]> = [
      [[50, 2.6772, -79.7751], [50, 0, -82.7485], 2.0425],
      [[50, 3.1571, -77.2803], [50, 0, -82.7485], 2.8615],
      [[50, 2.8361, -74.02], [50, 0, -82.7485], 3.4412],
      [[50, 0, 0], [50, -1, 2], 2.3669],
      [[50, 2.5, 0], [73, 25, -18], 27.1492],
      [[60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644],
    ];
    for (const [a, b, want] of pairs) expect(deltaE2000(a, b)).toBeCloseTo(want, 4);
  });

  it('the sRGB curve round-trips and white is L* 100 with no chroma', () => {
    for (const c of [0, 0.002, 0.04, 0.2, 0.5, 1]) expect(srgbDecode(srgbEncode(c))).toBeCloseTo(c, 12);
    const white = srgbToLab([1, 1, 1]);
    expect(white[0]).toBeCloseTo(100, 6);
    expect(Math.hypot(white[1], white[2])).toBeLessThan(1e-6);
  });

  it('the Wyman-Sloan-Shirley fit tracks the tabulated observer (peak error under 0.06)', () => {
    let worst = 0;
    for (let nm = 380; nm <= 780; nm++) {
      const f = cieFit(nm);
      const t = cieTable(nm);
      for (let c = 0; c < 3; c++) worst = Math.max(worst, Math.abs(f[c]! - t[c]!));
    }
    expect(worst).toBeLessThan(0.06);
  });
});

describe('the fast path against brute-force spectral integration at 1 nm', () => {
  // The fast path differs from physics by the CMF fit, the closed-form blur of each lobe and the
  // window applied at the order's centre. The spec's own numbers for the closed-form blur alone
  // are dE 0.6 at sigma_lambda 5 nm, 2.2 at 10 nm and 5.0 at 20-40 nm: the gates follow them.
  const cases = (maxSigmaNm: number) => {
    const out: number[] = [];
    for (const pitch of [0.8, 1, 1.2, 1.5])
      for (const spread of [0.002, 0.005, 0.01, 0.02, 0.03])
        for (const lampSize of [0.01, 0.05, 0.2]) {
          const { su } = lobeSigmas(spread, lampSize);
          if (1000 * pitch * su > maxSigmaNm) continue;
          for (let u = 0.3; u <= 1.5; u += 0.01)
            for (const v of [0, 0.05]) {
              // Orders centred 420..680 nm: in the window's tapers the fit's tails dominate (below).
              const first = 1000 * pitch * u;
              const centre = first > LAW.DIFF_LAMBDA_MAX ? first / 2 : first;
              if (centre < 420 || centre > 680) continue;
              const { light, view } = symmetric(u, v);
              const lp = lampUniforms({ uLampSize: lampSize });
              const fast = diffractionXYZ({ dir: [1, 0], pitch, spread }, light, view, lp);
              const slow = bruteForceXYZ(u, v, pitch, spread, lampSize);
              const a = display(fast);
              const b = display(slow);
              if (Math.max(...a, ...b) < 8 / 255) continue;
              out.push(deltaE2000(srgbToLab(a), srgbToLab(b)));
            }
        }
    out.sort((x, y) => x - y);
    return {
      n: out.length,
      mean: out.reduce((s, d) => s + d, 0) / out.length,
      p95: out[Math.floor(0.95 * (out.length - 1))]!,
    };
  };

  it('narrow lobes (sigma_lambda <= 10 nm): mean dE2000 < 1.5, p95 < 3', () => {
    const r = cases(10);
    console.info(
      `fast vs brute force, sigma_lambda <= 10 nm: n ${r.n}, mean ${r.mean.toFixed(2)}, p95 ${r.p95.toFixed(2)}`,
    );
    expect(r.n).toBeGreaterThan(500);
    expect(r.mean).toBeLessThan(1.5);
    expect(r.p95).toBeLessThan(3);
  });

  it('every lobe up to 45 nm: mean dE2000 < 1.5, p95 < 3', () => {
    const r = cases(45);
    console.info(
      `fast vs brute force, all lobes: n ${r.n}, mean ${r.mean.toFixed(2)}, p95 ${r.p95.toFixed(2)}`,
    );
    expect(r.n).toBeGreaterThan(2000);
    expect(r.mean).toBeLessThan(1.5);
    expect(r.p95).toBeLessThan(3);
  });

  // The physics puts the hue at d|u|/m within 4 nm; the fit's chromaticity in the blue, where
  // the spectrum locus is short, is up to 10 nm off it.
  it('the grating equation: the dominant wavelength is d|u|/m (physics 4 nm, fast path 10 nm)', () => {
    for (const pitch of [0.8, 1.2, 1.5])
      for (let target = 440; target <= 660; target += 20) {
        const u = target / (1000 * pitch);
        const { light, view } = symmetric(u, 0);
        const xyz = bruteForceXYZ(u, 0, pitch, 0.002, 0);
        expect(Math.abs(dominantNm(xyz) - target), `${pitch} um at ${target} nm`).toBeLessThanOrEqual(4);
        // Past 640 nm the locus bunches into one point: a hue there cannot name its wavelength.
        if (target > 640) continue;
        const fast = diffractionXYZ(
          { dir: [1, 0], pitch, spread: 0.002 },
          light,
          view,
          lampUniforms({ uLampSize: 0 }),
        );
        expect(Math.abs(dominantNm(fast) - target), `fast, ${pitch} um at ${target} nm`).toBeLessThanOrEqual(
          10,
        );
      }
  });
});

describe('what the diffraction looks like', () => {
  const pitch = LAW.DIFF_PITCH;
  // A small lamp, so sigma_lambda (about 7 nm here) does not pull the ends of the spectrum inward.
  const narrowLamp = lampUniforms({ uLampSize: 0.01 });
  const at = (u: number, v = 0) => {
    const { light, view } = symmetric(u, v);
    return diffractionXYZ({ dir: [1, 0], pitch, spread: 0.005 }, light, view, narrowLamp);
  };

  it('colour order: blue to red as |u| grows, then a dark gap, then order 2 starting blue', () => {
    const lo = 420 / (1000 * pitch);
    const hi = 650 / (1000 * pitch);
    let last = 0;
    // Monotone up to 640 nm; past it the spectrum locus bunches and hue names no wavelength.
    for (let u = lo; u <= 640 / (1000 * pitch); u += 0.002) {
      const nm = dominantNm(at(u));
      expect(nm, `u ${u.toFixed(3)}`).toBeGreaterThanOrEqual(last - 3);
      last = Math.max(last, nm);
    }
    expect(dominantNm(at(lo))).toBeLessThan(460);
    expect(dominantNm(at(hi))).toBeGreaterThan(615);
    const red = display(at(hi));
    expect(red[0]).toBeGreaterThan(Math.max(red[1], red[2]));
    // The gap: order 1 has left the window (over 720 nm) and order 2 is not in it yet (under 380).
    for (let u = 725 / (1000 * pitch); u <= 755 / (1000 * pitch); u += 0.002) expect(at(u)[1]).toBe(0);
    // Order 2 comes back at its blue end.
    const second = at((2 * 440) / (1000 * pitch));
    expect(second[1]).toBeGreaterThan(0);
    expect(dominantNm(second)).toBeLessThan(470);
    // ...and it is dimmer than order 1 (efficiency 0.1 against 0.34, half the lobe in lambda).
    expect(at((2 * 550) / (1000 * pitch))[1]).toBeLessThan(at(550 / (1000 * pitch))[1]);
    // The same holds for negative u: the orders are symmetric.
    expect(at(-550 / (1000 * pitch))).toEqual(at(550 / (1000 * pitch)));
  });

  it('off away from the right angles: under 1e-3 beyond 4.5 sigma_v and outside 380-720 nm', () => {
    const { sv } = lobeSigmas(0.005, narrowLamp.uLampSize);
    for (let nm = 420; nm <= 680; nm += 10) {
      const u = nm / (1000 * pitch);
      expect(Math.max(...at(u, 4.5 * sv))).toBeLessThan(1e-3);
      expect(Math.max(...at(u, -5 * sv))).toBeLessThan(1e-3);
      expect(at(u, 0)[1]).toBeGreaterThan(0.005);
    }
    for (const nm of [300, 360, 379, 721, 740, 759])
      expect(Math.max(...at(nm / (1000 * pitch)))).toBeLessThan(1e-3);
  });

  it('uSat 0 is silver: equal channels, the same luminance', () => {
    for (let u = 0.3; u < 1.2; u += 0.05) {
      const { light, view } = symmetric(u, 0);
      const g = { dir: [1, 0] as const, pitch, spread: 0.01 };
      const silver = referenceDiffraction(g, light, view, lamp, 0);
      expect(Math.max(...silver) - Math.min(...silver)).toBeLessThan(1e-12);
    }
  });

  it('the lit share of a card face changes with tilt (a band that travels, not a print)', () => {
    const share = (tilt: [number, number]) => {
      const eye = referenceEyeDirTS(tilt, (16 * Math.PI) / 180);
      let lit = 0;
      let n = 0;
      for (let i = 0; i < 20; i++)
        for (let j = 0; j < 28; j++) {
          const u = (i + 0.5) / 20;
          const v = (j + 0.5) / 28;
          const p: Vec3 = [u - 0.5, (v - 0.5) * LAW.CARD_ASPECT, 0];
          const e = eye.map((c, k) => 3 * c - p[k]!);
          const len = Math.hypot(...e);
          const view: Vec3 = [e[0]! / len, e[1]! / len, e[2]! / len];
          const light = referenceLampVector(u, v, eye, 3, lamp.uLampPos);
          const y = diffractionXYZ({ dir: [0, 1], pitch, spread: LAW.DIFF_SPREAD }, light, view, lamp)[1];
          n++;
          if (y > 0.05) lit++;
        }
      return lit / n;
    };
    const shares = [-0.5, -0.25, 0, 0.25, 0.5].map((t) => share([0, t]));
    expect(Math.max(...shares) - Math.min(...shares)).toBeGreaterThan(0.1);
    expect(Math.max(...shares)).toBeLessThan(0.8);
  });
});

describe('geometry', () => {
  const g = { dir: [Math.cos(1.3), Math.sin(1.3)] as const, pitch: 1.1, spread: 0.01 };
  const light: Vec3 = [0.12, 0.41, Math.sqrt(1 - 0.12 ** 2 - 0.41 ** 2)];
  const view: Vec3 = [-0.05, 0.08, Math.sqrt(1 - 0.05 ** 2 - 0.08 ** 2)];
  const rotZ = (a: Vec3, t: number): Vec3 => [
    a[0] * Math.cos(t) - a[1] * Math.sin(t),
    a[0] * Math.sin(t) + a[1] * Math.cos(t),
    a[2],
  ];

  it('rotating the grating and the card together changes nothing', () => {
    const base = diffractionXYZ(g, light, view, lamp);
    expect(base[1]).toBeGreaterThan(0.01);
    for (const t of [0.3, 1.2, -2.5]) {
      // The card turns by -t about its normal: in its frame, light and view turn by +t... and so does the grating.
      const turned = diffractionXYZ(
        { ...g, dir: [Math.cos(1.3 + t), Math.sin(1.3 + t)] },
        rotZ(light, t),
        rotZ(view, t),
        lamp,
      );
      for (let c = 0; c < 3; c++) expect(turned[c]).toBeCloseTo(base[c]!, 10);
    }
  });

  it('turning the grating a quarter turn turns the dispersion axis with it', () => {
    // A grating across x diffracts S along x; the same grating across y does not see it.
    const { light: l, view: v } = symmetric(0.46, 0);
    const across = diffractionXYZ({ dir: [1, 0], pitch: 1.2, spread: 0.01 }, l, v, lamp);
    const along = diffractionXYZ({ dir: [0, 1], pitch: 1.2, spread: 0.01 }, l, v, lamp);
    expect(across[1]).toBeGreaterThan(0.1);
    expect(along[1]).toBe(0);
    const { light: l2, view: v2 } = symmetric(0, 0.46);
    expect(diffractionXYZ({ dir: [0, 1], pitch: 1.2, spread: 0.01 }, l2, v2, lamp)).toEqual(across);
  });

  it('swapping lamp and eye changes nothing', () => {
    expect(diffractionXYZ(g, view, light, lamp)).toEqual(diffractionXYZ(g, light, view, lamp));
  });

  it('the glare peaks where the normal is parallel to L + V', () => {
    // Lamp fixed; the eye sweeps a grid of directions. The brightest lies at the mirror direction.
    let best = -1;
    let bestAt: Vec3 = [0, 0, 1];
    for (let i = -40; i <= 40; i++)
      for (let j = -40; j <= 40; j++) {
        const x = i / 100;
        const y = j / 100;
        const v: Vec3 = [x, y, Math.sqrt(1 - x * x - y * y)];
        const gl = referenceGlare(light, v, lamp)[1];
        if (gl > best) {
          best = gl;
          bestAt = v;
        }
      }
    expect(Math.hypot(bestAt[0] + light[0], bestAt[1] + light[1])).toBeLessThan(0.03);
    // Head-on, with lamp and eye together, the peak is the documented gain.
    expect(referenceGlare([0, 0, 1], [0, 0, 1], lamp)[0]).toBeCloseTo(
      LAW.GLARE_GAIN * lamp.uLampIntensity,
      10,
    );
  });

  it('the lamp sits above the viewer: flat card, light comes from above the eye', () => {
    const l = referenceLampVector(0.5, 0.5, [0, 0, 1], 3, lamp.uLampPos);
    expect(l[1]).toBeGreaterThan(0.2);
    expect(l[0]).toBeCloseTo(0, 12);
    // The lamp turns with the eye: tilted, it keeps its place relative to the view direction.
    const eye = referenceEyeDirTS([0.7, -0.3], 0.4);
    const lt = referenceLampVector(0.5, 0.5, eye, 3, lamp.uLampPos);
    const angle = (a: Vec3, b: Vec3) => Math.acos(a[0] * b[0] + a[1] * b[1] + a[2] * b[2]);
    expect(angle(lt, eye)).toBeCloseTo(angle(l, [0, 0, 1]), 10);
  });
});

describe('no NaN or Inf at grazing or degenerate views', () => {
  const views: Vec3[] = [
    [0, 0, 1],
    [1, 0, 0],
    [0, -1, 0],
    [0.6, 0.8, 0],
    [0, 0, -1],
    [0.7071, 0, 0.7071],
    [1e-9, 0, 1],
  ];
  const grates = [
    { dir: [1, 0] as const, pitch: 1.2, spread: 0.015 },
    { dir: [0, 0] as const, pitch: 1.2, spread: 0.015 },
    { dir: [1, 1] as const, pitch: 0, spread: 0 },
    { dir: [1e-9, 0] as const, pitch: 2.5, spread: 0 },
  ];
  it('diffraction and glare stay finite and non-negative for every pair', () => {
    for (const size of [0, 0.05, 0.5])
      for (const l of views)
        for (const v of views) {
          const lp = lampUniforms({ uLampSize: size });
          for (const g of grates) {
            const d = referenceDiffraction(g, l, v, lp, 1);
            for (const c of d) {
              expect(Number.isFinite(c)).toBe(true);
              expect(c).toBeGreaterThanOrEqual(0);
            }
          }
          for (const c of referenceGlare(l, v, lp)) {
            expect(Number.isFinite(c)).toBe(true);
            expect(c).toBeGreaterThanOrEqual(0);
          }
        }
    // Lamp exactly at the eye and at the fragment.
    for (const c of referenceLampVector(0.5, 0.5, [0, 0, 1], 0, [0, 0, 0]))
      expect(Number.isFinite(c)).toBe(true);
    for (const c of referenceLampVector(0.5, 0.5, [0, 1, 0], 3, [0, 0, 0]))
      expect(Number.isFinite(c)).toBe(true);
  });
});
