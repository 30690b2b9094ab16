import { LAW } from '../contract/law-constants.js';
import { contractDefaults, type UniformValues } from '../contract/derive.js';
import { clamp, luma, map3, mix, screenBlend, smoothstep, type RGB } from './math.js';

export * from './math.js';
export * from './surface.js';
export * from './light.js';

/**
 * The composite law on the CPU: the executable specification of MAIN from the art gate on.
 * Every function mirrors one GLSL function of the same name, in the same order. When the law
 * changes, this file and glsl/main/ change in the same commit, and the GPU tests compare them.
 */

/** The uniforms the law reads. Anything not given takes its contract default. */
export type CompositeUniforms = Pick<
  UniformValues,
  | 'uIntensity'
  | 'uGlobalIntensity'
  | 'uInkGuard'
  | 'uScanBase'
  | 'uMetal'
  | 'uSheen'
  | 'uSheenTint'
  | 'uDepth'
  | 'uGrain'
  | 'uDarken'
  | 'uSpecular'
  | 'uTint'
  | 'uInkPop'
  | 'uInkTone'
  | 'uArtGate'
>;

export interface CompositeInputs {
  /** The scan pixel, display space 0..1. */
  readonly scan: RGB;
  /** The eight ink taps in INK_TAP_OFFSETS order. */
  readonly taps: readonly RGB[];
  /** Foil coverage after the ink design. */
  readonly mask: number;
  /** Coverage the ink design removed (0 without an ink tile). */
  readonly inkBlocked?: number;
  /** The recipe's light (plus etch relief when a plate is on). */
  readonly light: RGB;
  /**
   * The shared specular at this pixel before uSpecular: with the lamp on, the glare
   * (`referenceGlare`, per channel); with it off, the pre-lamp sheen band (`referenceFoilSheen`).
   */
  readonly sheenBand: number | RGB;
  readonly uniforms?: Partial<CompositeUniforms>;
}

export interface StaticTerms {
  readonly mask: number;
  readonly inkBlocked: number;
  readonly artGate: number;
  readonly glyph: number;
  readonly chroma: number;
  readonly inkHue: RGB;
}

/** How much darker the pixel is than its brightest tap: a flat tone of any brightness yields zero. */
export function measureInk(scan: RGB, taps: readonly RGB[]): { glyph: number } {
  if (taps.length !== 8) throw new Error(`measureInk: expected 8 taps, got ${taps.length}`);
  const c = luma(scan);
  const t = taps.map(luma);
  const brightest = Math.max(...t);
  return { glyph: smoothstep(LAW.GLYPH_LO, LAW.GLYPH_HI, brightest - c) };
}

export function staticTerms(
  scan: RGB,
  taps: readonly RGB[],
  mask: number,
  inkBlocked: number,
  artGateUniform: number,
): StaticTerms {
  const { glyph } = measureInk(scan, taps);
  const hi = Math.max(...scan);
  const lo = Math.min(...scan);
  return {
    mask,
    inkBlocked,
    artGate: artGateUniform * (1 - smoothstep(LAW.GATE_DARK, LAW.GATE_LIGHT, luma(scan))),
    glyph,
    chroma: smoothstep(LAW.CHROMA_LO, LAW.CHROMA_HI, hi - lo),
    inkHue: map3(scan, (v) => v / Math.max(hi, 0.0001)),
  };
}

/** A scalar sheen band or a per-channel glare, as the GLSL's vec3. */
export const asRgb = (x: number | RGB): RGB => (typeof x === 'number' ? [x, x, x] : x);

export function classicComposite(
  base: RGB,
  st: StaticTerms,
  light: RGB,
  sheenBand: number | RGB,
  intensity: number,
  u: CompositeUniforms,
): RGB {
  const band = asRgb(sheenBand);
  const top = u.uMetal > 0 ? 1.5 : 1;
  const lit = map3(light, (v) => clamp(v, 0, top));
  const substrate = map3(base, (v) => v * (1 - u.uDarken * Math.min(intensity, 1) * st.mask));
  const added = map3(lit, (v, i) =>
    clamp((v * u.uSheen * LAW.LIGHT_UNIT + u.uSpecular * band[i]!) * intensity * st.mask, 0, 1),
  );
  return screenBlend(substrate, added);
}

/** Pushes colour away from its own grey along a zero-luminance direction, within the gamut. */
export function chromaPop(c: RGB, amount: number): RGB {
  const y = luma(c);
  const d = map3(c, (v) => v - y);
  let s = amount;
  for (let i = 0; i < 3; i++) {
    const di = d[i]!;
    const ci = c[i]!;
    if (di > 0) s = Math.min(s, (LAW.POP_ROOM * (1 - ci)) / di);
    if (di < 0) s = Math.min(s, (LAW.POP_ROOM * ci) / -di);
  }
  const k = Math.max(s, 0);
  return map3(c, (v, i) => v + k * d[i]!);
}

export function sharedTail(
  body: RGB,
  patternLight: RGB,
  specular: number | RGB,
  st: StaticTerms,
  u: CompositeUniforms,
): RGB {
  const pl = luma(patternLight);
  let flash = map3(patternLight, (v, i) => mix(v, pl * st.inkHue[i]!, u.uSheenTint));
  const tintAmount = u.uTint * st.chroma;
  flash = map3(flash, (v, i) => v * mix(1, st.inkHue[i]! * st.inkHue[i]!, tintAmount));
  const spec = asRgb(specular);
  let added = map3(flash, (v, i) => v + spec[i]!);
  const amount = luma(added);
  const room = Math.max(1 - luma(body), 0);
  if (amount > 0) {
    const scale = (room * (1 - Math.exp(-amount / Math.max(room, 0.0001)))) / amount;
    added = map3(added, (v) => v * scale);
  }
  let k = 1;
  for (let i = 0; i < 3; i++) {
    const ceiling = LAW.HEADROOM_CAP * (1 - body[i]!);
    if (added[i]! > ceiling) k = Math.min(k, ceiling / added[i]!);
  }
  added = map3(added, (v) => v * k);
  const color = chromaPop(
    map3(body, (v, i) => v + added[i]!),
    u.uInkPop * clamp(LAW.POP_ENGAGE_GAIN * luma(added), 0, 1),
  );
  return map3(color, (v) => mix(v, 1, u.uInkTone * st.inkBlocked));
}

export function scanComposite(
  scan: RGB,
  st: StaticTerms,
  light: RGB,
  sheenBand: number | RGB,
  intensity: number,
  u: CompositeUniforms,
): RGB {
  const gain = Math.min(intensity, 1);
  const foil = st.mask * (1 - st.glyph * (1 - st.artGate));
  let body: RGB;
  let patternLight: RGB;
  if (u.uMetal > 0) {
    const lit = map3(light, (v) => clamp(v, 0, LAW.METAL_LIGHT_MAX));
    const facing = clamp(
      (luma(lit) - LAW.METAL_PIVOT) * mix(LAW.METAL_GRAIN_LO, LAW.METAL_GRAIN_HI, u.uGrain),
      -1,
      1,
    );
    const keep = 1 - u.uMetal * gain * foil * Math.max(-facing, 0) * LAW.METAL_AWAY_DARKEN;
    body = map3(scan, (v) => v * keep);
    const lift =
      u.uSheen * intensity * foil * (LAW.METAL_LIFT_BASE + LAW.METAL_LIFT_FACING * Math.max(facing, 0));
    patternLight = map3(lit, (v) => v * lift);
  } else {
    const lit = map3(light, (v) => clamp(v, 0, 1));
    const coverage = clamp(LAW.COVERAGE_GAIN * luma(lit), 0, 1);
    const keep = 1 - u.uDepth * gain * foil * (1 - coverage);
    body = map3(scan, (v) => v * keep);
    patternLight = map3(lit, (v) => v * u.uSheen * LAW.LIGHT_UNIT * intensity * foil);
  }
  const band = asRgb(sheenBand);
  return sharedTail(
    body,
    patternLight,
    map3(band, (b) => u.uSpecular * b * intensity * foil),
    st,
    u,
  );
}

const DEFAULTS = contractDefaults();

export function compositeUniforms(partial: Partial<CompositeUniforms> = {}): CompositeUniforms {
  const pick = <K extends keyof CompositeUniforms>(k: K): CompositeUniforms[K] => partial[k] ?? DEFAULTS[k];
  return {
    uIntensity: pick('uIntensity'),
    uGlobalIntensity: pick('uGlobalIntensity'),
    uInkGuard: pick('uInkGuard'),
    uScanBase: pick('uScanBase'),
    uMetal: pick('uMetal'),
    uSheen: pick('uSheen'),
    uSheenTint: pick('uSheenTint'),
    uDepth: pick('uDepth'),
    uGrain: pick('uGrain'),
    uDarken: pick('uDarken'),
    uSpecular: pick('uSpecular'),
    uTint: pick('uTint'),
    uInkPop: pick('uInkPop'),
    uInkTone: pick('uInkTone'),
    uArtGate: pick('uArtGate'),
  };
}

/**
 * MAIN's colour for one pixel inside the card (before card alpha). Mirrors main(): the free
 * bypass, the static terms, the skip outside the mask on a scan, then the scan path when uScanBase
 * is 1 or the classic composite when it is 0.
 */
export function referenceComposite(inputs: CompositeInputs): RGB {
  const u = compositeUniforms(inputs.uniforms);
  const intensity = u.uIntensity * u.uGlobalIntensity;
  if (intensity <= 0 || (u.uInkGuard < 0.5 && u.uScanBase > 0.5)) return inputs.scan;
  const st = staticTerms(inputs.scan, inputs.taps, inputs.mask, inputs.inkBlocked ?? 0, u.uArtGate);
  // Outside the mask a real scan is returned as it is (MAIN's mask_skip_fragment).
  if (u.uScanBase > 0.5 && st.mask <= 0) return inputs.scan;
  if (u.uScanBase > 0.5) return scanComposite(inputs.scan, st, inputs.light, inputs.sheenBand, intensity, u);
  return classicComposite(inputs.scan, st, inputs.light, inputs.sheenBand, intensity, u);
}

/** What the rejected law did: achromatic light screen-blended over the art. Tests show it losing chroma. */
export function plainScreenComposite(scan: RGB, light: RGB, amount: number): RGB {
  return screenBlend(
    scan,
    map3(light, (v) => clamp(v * amount, 0, 1)),
  );
}
