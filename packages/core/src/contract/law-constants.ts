/**
 * Fixed numbers of the composite law. They are written once here and reach the GLSL as
 * `const float` lines (see `glsl/chunks/law_constants.ts`), so MAIN and the TypeScript
 * reference can never disagree about them.
 */
export const LAW = {
  /** Card is 63 x 88 mm. */
  CARD_ASPECT: 88 / 63,
  /** Corner radius of a card (about 3 mm of 63 mm) in card widths. */
  CARD_CORNER: 0.0476,
  /** Anti-aliased width of the card edge, in card widths. */
  CARD_EDGE: 0.0025,
  /** Pattern light x uSheen is scaled by this before the knee: sheen 4 at full light ~ 1.0. */
  LIGHT_UNIT: 0.25,
  /** Ink-estimate rings, in card widths (fixed card-space radii: resolution independent). */
  RING_INNER: 0.0045,
  RING_OUTER: 0.011,
  /** Glyph ink: brightest tap minus centre luminance, mapped through smoothstep. */
  GLYPH_LO: 0.08,
  GLYPH_HI: 0.2,
  /** Chroma term: max - min of the scan pixel. */
  CHROMA_LO: 0.04,
  CHROMA_HI: 0.3,
  /** Art gate: luminance band over which a dark pixel counts as foil rather than ink. */
  GATE_DARK: 0.12,
  GATE_LIGHT: 0.5,
  /** Fraction of a channel's headroom the added light may use: below 1, so no channel clips. */
  HEADROOM_CAP: 0.9,
  /** Fraction of the gamut room the chroma pop may use. */
  POP_ROOM: 0.5,
  /** Metalness law: pattern luminance that faces neither toward nor away. */
  METAL_PIVOT: 0.5,
  /** Metalness law: how dark a fully turned-away surface gets (multiplier 1 - this). */
  METAL_AWAY_DARKEN: 0.7,
  /** Metalness law: light above 1 survives up to here, so a mirror can outshine white ink. */
  METAL_LIGHT_MAX: 1.5,
  /** Metalness law: how steeply pattern luminance tilts a facet, at uGrain 0 and at uGrain 1. */
  METAL_GRAIN_LO: 0.6,
  METAL_GRAIN_HI: 2.0,
  /** Metalness law: highlight gain of a facet facing neither way... */
  METAL_LIFT_BASE: 0.35,
  /** ...plus this much more for one turned fully toward the viewer (2x in all at best). */
  METAL_LIFT_FACING: 1.65,
  /** Additive law: pattern luminance at which the substrate counts as fully covered is 1/this. */
  COVERAGE_GAIN: 2.0,
  /** Chroma pop engages with the added light, fully once its luminance reaches 1/this. */
  POP_ENGAGE_GAIN: 4.0,
  /** Shared sheen band half-width along its axis, in card widths. */
  SHEEN_WIDTH: 0.16,
  /** Etch relief glint exponent. */
  ETCH_SHININESS: 24,

  // --- the lamp (docs/SHADER-CONTRACT.md, "The light model") ---------------------------------
  /** Glare: perceptual roughness of the card's gloss (GGX alpha = this squared), before the lamp widens it. */
  GLARE_ROUGHNESS: 0.25,
  /** Glare: smallest GGX alpha, so a point lamp still has a highlight (three.js: roughness 0.045). */
  GLARE_ALPHA_MIN: 0.002,
  /** Glare: Fresnel reflectance at normal incidence of aluminium under the lacquer. */
  GLARE_F0: 0.9,
  /** Glare: head-on peak, as light, at uSpecular 1 and lamp intensity 1 (the knee bounds it). */
  GLARE_GAIN: 4.0,
  /** Diffraction: first- and second-order efficiency of a thin phase grating (J1^2 max, J2^2 there). */
  DIFF_ETA_1: 0.34,
  DIFF_ETA_2: 0.1,
  /** Diffraction: sideways lobe width (v) per unit of spread (u); grooves scatter more along themselves. */
  DIFF_V_RATIO: 5,
  /** Diffraction: smallest lobe width in u and v, so a zero spread and a point lamp stay finite. */
  DIFF_SIGMA_MIN: 0.002,
  /** Diffraction: wavelengths kept, nm, with a taper of DIFF_LAMBDA_EDGE inside each end. */
  DIFF_LAMBDA_MIN: 380,
  DIFF_LAMBDA_MAX: 720,
  DIFF_LAMBDA_EDGE: 20,
  /** Diffraction: XYZ per unit of (efficiency x pitch x v-lobe density), as light for the law. */
  DIFF_EXPOSURE: 0.6,
  /** Glint: the lamp's angular size as a spread in facet slope (the half vector's slope moves about half as fast as L). */
  GLINT_LAMP_SLOPE: 0.25,
  /**
   * Diffraction: below this gain (envelope x window x efficiency) the order is off and the CIE
   * fit is skipped: the light it would give is under 1e-5, far below one 8-bit step even after
   * a recipe's and the law's gains. Most of a face is off at any one tilt, so this is most of
   * the helper's cost saved there.
   */
  DIFF_GAIN_MIN: 1e-5,
  /** Default grating pitch for recipes, micrometres (833 lines/mm: a foil vendor's 800-1200 range). */
  DIFF_PITCH: 1.2,
  /** Default lobe spread for recipes (sigma of u; sigma_lambda = 1000 x pitch x spread / m nm). */
  DIFF_SPREAD: 0.015,
} as const;

/**
 * Wyman, Sloan and Shirley 2013 (JCGT 2(2)), the multi-lobe fit of the CIE 1931 2-degree colour
 * matching functions: each row is [weight, centre nm, sigma below the centre, sigma above].
 */
export const CIE_FIT = {
  x: [
    [1.056, 599.8, 37.9, 31.0],
    [0.362, 442.0, 16.0, 26.7],
    [-0.065, 501.1, 20.4, 26.2],
  ],
  y: [
    [0.821, 568.8, 46.9, 40.5],
    [0.286, 530.9, 16.3, 31.1],
  ],
  z: [
    [1.217, 437.0, 11.8, 36.0],
    [0.681, 459.0, 26.0, 13.8],
  ],
} as const satisfies Record<'x' | 'y' | 'z', ReadonlyArray<readonly [number, number, number, number]>>;

/** CIE XYZ to linear Rec. 709 / sRGB primaries (D65), rows r, g, b (the matrix three.js uses). */
export const XYZ_TO_REC709 = [
  [3.2404542, -1.5371385, -0.4985314],
  [-0.969266, 1.8760108, 0.041556],
  [0.0556434, -0.2040259, 1.0572252],
] as const;

/** Rec. 709 luma weights; the blend model is authored in display space. */
export const LUMA = [0.2126, 0.7152, 0.0722] as const;

/** Height over width of a card (63 x 88 mm): the one place the number is written. */
export const CARD_ASPECT = LAW.CARD_ASPECT;
