import { CIE_FIT, LAW, XYZ_TO_REC709 } from '../contract/law-constants.js';
import { contractDefaults, type UniformValues } from '../contract/derive.js';
import { clamp, mix, smoothstep, type RGB } from './math.js';

/**
 * The light model on the CPU: the lamp's direction, the glare lobe and the diffraction helper,
 * the same equations in the same order as `glsl/chunks/light.ts` and `glsl/main/lamp_pars.ts`.
 * Float64 here, float32 there; the browser suite compares the two in CIEDE2000.
 */

export type Vec3 = readonly [number, number, number];

/** The page-wide lamp uniforms. */
export type LampUniforms = Pick<
  UniformValues,
  'uLampOn' | 'uLampPos' | 'uLampSize' | 'uLampColor' | 'uLampIntensity'
>;

const DEFAULTS = contractDefaults();

export function lampUniforms(partial: Partial<LampUniforms> = {}): LampUniforms {
  return {
    uLampOn: partial.uLampOn ?? DEFAULTS.uLampOn,
    uLampPos: partial.uLampPos ?? DEFAULTS.uLampPos,
    uLampSize: partial.uLampSize ?? DEFAULTS.uLampSize,
    uLampColor: partial.uLampColor ?? DEFAULTS.uLampColor,
    uLampIntensity: partial.uLampIntensity ?? DEFAULTS.uLampIntensity,
  };
}

const normalize = (x: number, y: number, z: number): Vec3 => {
  const n = Math.hypot(x, y, z);
  return n > 1e-6 ? [x / n, y / n, z / n] : [0, 0, 1];
};

/** The direction from the card's centre to the eye, card tangent space (MAIN: eyeDirTS). */
export function referenceEyeDirTS(
  tilt: readonly [number, number],
  tiltMax: number,
  viewOverride?: Vec3,
): Vec3 {
  if (viewOverride) return viewOverride;
  const yaw = tilt[0] * tiltMax;
  const pitch = tilt[1] * tiltMax;
  return [Math.sin(yaw) * Math.cos(pitch), Math.sin(pitch), Math.cos(yaw) * Math.cos(pitch)];
}

/**
 * Unit vector from the fragment at card UV (u, v) to the lamp, card tangent space. The lamp sits
 * at uLampPos in the viewer's frame (x right, y up, z back), whose axes are the card's turned
 * with the eye; the eye is camDist card widths from the card's centre.
 */
export function referenceLampVector(u: number, v: number, eye: Vec3, camDist: number, lampPos: Vec3): Vec3 {
  const [ex, ey, ez] = eye;
  const cp = Math.max(Math.hypot(ex, ez), 1e-4);
  const xAxis: Vec3 = [ez / cp, 0, -ex / cp];
  const yAxis: Vec3 = [(-ex * ey) / cp, cp, (-ez * ey) / cp];
  const back = camDist + lampPos[2];
  const lx = back * ex + lampPos[0] * xAxis[0] + lampPos[1] * yAxis[0];
  const ly = back * ey + lampPos[0] * xAxis[1] + lampPos[1] * yAxis[1];
  const lz = back * ez + lampPos[0] * xAxis[2] + lampPos[1] * yAxis[2];
  return normalize(lx - (u - 0.5), ly - (v - 0.5) * LAW.CARD_ASPECT, lz);
}

/** The lamp's glare on the flat card (normal +z): GGX D, Smith visibility and Schlick F, peak 1 head-on. */
export function referenceGlare(light: Vec3, view: Vec3, lamp: LampUniforms): RGB {
  const nl = light[2];
  const nv = view[2];
  if (nl <= 0 || nv <= 0) return [0, 0, 0];
  const sx = light[0] + view[0];
  const sy = light[1] + view[1];
  const sz = light[2] + view[2];
  const sl = Math.hypot(sx, sy, sz);
  const nh = sz / sl;
  const vh = Math.max((view[0] * sx + view[1] * sy + view[2] * sz) / sl, 0);
  const a0 = LAW.GLARE_ROUGHNESS * LAW.GLARE_ROUGHNESS;
  const a = Math.min(Math.max(a0 + 0.5 * lamp.uLampSize, LAW.GLARE_ALPHA_MIN), 1);
  const a2 = a * a;
  const den = nh * nh * (a2 - 1) + 1;
  const dRel = (a2 * a2) / (den * den);
  const visRel = 2 / (nl * Math.sqrt(a2 + (1 - a2) * nv * nv) + nv * Math.sqrt(a2 + (1 - a2) * nl * nl));
  const f = LAW.GLARE_F0 + (1 - LAW.GLARE_F0) * (1 - vh) ** 5;
  const g = lamp.uLampIntensity * LAW.GLARE_GAIN * dRel * visRel * (f / LAW.GLARE_F0) * nl;
  return [lamp.uLampColor[0] * g, lamp.uLampColor[1] * g, lamp.uLampColor[2] * g];
}

/**
 * The CIE 1931 2-degree colour matching functions at wavelength `nm` (Wyman-Sloan-Shirley fit),
 * each lobe widened by a Gaussian blur of sigma `blur` nm with its area kept (closed form).
 */
export function cieFit(nm: number, blur = 0): Vec3 {
  const b2 = blur * blur;
  const channel = (lobes: ReadonlyArray<readonly [number, number, number, number]>): number => {
    let sum = 0;
    for (const [w, mu, lo, hi] of lobes) {
      const l = Math.sqrt(lo * lo + b2);
      const h = Math.sqrt(hi * hi + b2);
      const t = (nm - mu) / (nm < mu ? l : h);
      sum += w * ((lo + hi) / (l + h)) * Math.exp(-0.5 * t * t);
    }
    return sum;
  };
  return [channel(CIE_FIT.x), channel(CIE_FIT.y), channel(CIE_FIT.z)];
}

export function xyzToLinearRgb(xyz: Vec3): RGB {
  const row = (r: readonly [number, number, number]) => r[0] * xyz[0] + r[1] * xyz[1] + r[2] * xyz[2];
  return [row(XYZ_TO_REC709[0]), row(XYZ_TO_REC709[1]), row(XYZ_TO_REC709[2])];
}

export function srgbEncode(c: number): number {
  return c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055;
}

export function srgbDecode(c: number): number {
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/**
 * Spectral light (linear Rec. 709, possibly outside the gamut) to display-space light for the
 * law: desaturate toward its own luminance until no channel is negative (keeps the hue, unlike
 * a clamp), mix toward that luminance by `sat` (0 = silver), tint by the lamp, scale down so no
 * channel passes 1, then encode with the sRGB curve. Y is the XYZ luminance, given separately.
 */
export function spectralToDisplay(rgb: RGB, y: number, sat: number, lampColor: Vec3): RGB {
  const lum = Math.max(y, 0);
  const lo = Math.min(rgb[0], rgb[1], rgb[2]);
  let c: [number, number, number] = [rgb[0], rgb[1], rgb[2]];
  if (lo < 0) {
    const t = lum - lo > 1e-9 ? lum / (lum - lo) : 0;
    c = [lum + (c[0] - lum) * t, lum + (c[1] - lum) * t, lum + (c[2] - lum) * t];
  }
  const s = clamp(sat, 0, 1);
  c = [mix(lum, c[0], s) * lampColor[0], mix(lum, c[1], s) * lampColor[1], mix(lum, c[2], s) * lampColor[2]];
  const top = Math.max(1, c[0], c[1], c[2]);
  return [
    srgbEncode(Math.max(c[0] / top, 0)),
    srgbEncode(Math.max(c[1] / top, 0)),
    srgbEncode(Math.max(c[2] / top, 0)),
  ];
}

export interface GratingSample {
  /** Across the grooves, card axes (need not be unit length; zero gives no light). */
  readonly dir: readonly [number, number];
  /** Groove pitch, micrometres. */
  readonly pitch: number;
  /** Lobe width in u (dimensionless); v gets DIFF_V_RATIO times it. */
  readonly spread: number;
}

/** The grating's geometry at a fragment: u across, v along the grooves, in units of L + V. */
export function gratingUV(dir: readonly [number, number], light: Vec3, view: Vec3): { u: number; v: number } {
  const dl = Math.hypot(dir[0], dir[1]);
  const tx = dir[0] / dl;
  const ty = dir[1] / dl;
  const sx = light[0] + view[0];
  const sy = light[1] + view[1];
  return { u: tx * sx + ty * sy, v: -ty * sx + tx * sy };
}

/** Lobe widths in u and v: the spread in quadrature with the lamp's angular size (sigma = radius / 2). */
export function lobeSigmas(spread: number, lampSize: number): { su: number; sv: number } {
  const lamp = 0.5 * lampSize;
  const su = Math.sqrt(spread * spread + lamp * lamp);
  const sv = Math.sqrt(LAW.DIFF_V_RATIO * LAW.DIFF_V_RATIO * spread * spread + lamp * lamp);
  return { su: Math.max(su, LAW.DIFF_SIGMA_MIN), sv: Math.max(sv, LAW.DIFF_SIGMA_MIN) };
}

/** The taper that keeps DIFF_LAMBDA_MIN..MAX nm. */
export function lambdaWindow(nm: number): number {
  return (
    smoothstep(LAW.DIFF_LAMBDA_MIN, LAW.DIFF_LAMBDA_MIN + LAW.DIFF_LAMBDA_EDGE, nm) *
    (1 - smoothstep(LAW.DIFF_LAMBDA_MAX - LAW.DIFF_LAMBDA_EDGE, LAW.DIFF_LAMBDA_MAX, nm))
  );
}

/**
 * The diffracted light's XYZ from orders 1 and 2 of the grating equation, u = m lambda / d, both
 * summed (the GLSL evaluates only the order whose wavelength is in the window; the window makes
 * the other exactly zero). Lamp intensity included, lamp colour not.
 */
export function diffractionXYZ(g: GratingSample, light: Vec3, view: Vec3, lamp: LampUniforms): Vec3 {
  if (Math.hypot(g.dir[0], g.dir[1]) < 1e-6 || g.pitch <= 0) return [0, 0, 0];
  if (light[2] <= 0 || view[2] <= 0) return [0, 0, 0];
  const { u, v } = gratingUV(g.dir, light, view);
  const { su, sv } = lobeSigmas(g.spread, lamp.uLampSize);
  const env = Math.exp((-0.5 * v * v) / (sv * sv)) / (Math.sqrt(2 * Math.PI) * sv);
  const out: [number, number, number] = [0, 0, 0];
  for (const m of [1, 2]) {
    const nm = (1000 * g.pitch * Math.abs(u)) / m;
    const w = lambdaWindow(nm);
    if (w === 0) continue;
    const eta = m === 1 ? LAW.DIFF_ETA_1 : LAW.DIFF_ETA_2;
    const xyz = cieFit(nm, (1000 * g.pitch * su) / m);
    const k = LAW.DIFF_EXPOSURE * eta * (g.pitch / m) * env * w * lamp.uLampIntensity;
    if (k < LAW.DIFF_GAIN_MIN) continue;
    out[0] += xyz[0] * k;
    out[1] += xyz[1] * k;
    out[2] += xyz[2] * k;
  }
  return out;
}

/** What `foilDiffraction(dir, pitch, spread)` returns: display-space light for the recipe. */
export function referenceDiffraction(
  g: GratingSample,
  light: Vec3,
  view: Vec3,
  lamp: LampUniforms,
  sat: number,
): RGB {
  const xyz = diffractionXYZ(g, light, view, lamp);
  return spectralToDisplay(xyzToLinearRgb(xyz), xyz[1], sat, lamp.uLampColor);
}

/**
 * What `foilGlint(facet, width)` returns: a mirror facet whose normal has slope `facet` (x/z, y/z
 * in card tangent space) lights when the half vector between lamp and eye has that slope, a
 * Gaussian of `width` in slope widened by the lamp's size. Times the lamp's colour and
 * intensity; the lamp switch (`uLampOn`) governs only the glare.
 */
export function referenceGlint(
  facet: readonly [number, number],
  width: number,
  light: Vec3,
  view: Vec3,
  lamp: LampUniforms,
): RGB {
  const sz = light[2] + view[2];
  if (light[2] <= 0 || view[2] <= 0 || sz <= 1e-4) return [0, 0, 0];
  const dx = (light[0] + view[0]) / sz - facet[0];
  const dy = (light[1] + view[1]) / sz - facet[1];
  const lampSigma = LAW.GLINT_LAMP_SLOPE * lamp.uLampSize;
  const w2 = Math.max(width * width + lampSigma * lampSigma, LAW.DIFF_SIGMA_MIN * LAW.DIFF_SIGMA_MIN);
  const g = Math.exp((-0.5 * (dx * dx + dy * dy)) / w2);
  const k = g * lamp.uLampIntensity;
  return [lamp.uLampColor[0] * k, lamp.uLampColor[1] * k, lamp.uLampColor[2] * k];
}

/** The view inputs of the shared specular: tilt model, or a stage-written view vector. */
export interface ViewInputs {
  readonly tilt: readonly [number, number];
  readonly tiltMax: number;
  readonly camDist: number;
  /** uViewTS when uViewTSOn is 1. */
  readonly viewOverride?: Vec3;
}

/** gViewTS and gLightTS at card UV (u, v), as MAIN fills them. */
export function referenceLightFrame(
  u: number,
  v: number,
  view: ViewInputs,
  lamp: LampUniforms,
  viewAt: (u: number, v: number) => Vec3,
): { view: Vec3; light: Vec3 } {
  const eyeView = view.viewOverride ?? viewAt(u, v);
  const eye = referenceEyeDirTS(view.tilt, view.tiltMax, view.viewOverride);
  return { view: eyeView, light: referenceLampVector(u, v, eye, view.camDist, lamp.uLampPos) };
}
