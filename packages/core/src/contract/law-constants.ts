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
  /** Detail ink: mean absolute tap difference. */
  DETAIL_LO: 0.03,
  DETAIL_HI: 0.15,
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
} as const;

/** Rec. 709 luma weights; the blend model is authored in display space. */
export const LUMA = [0.2126, 0.7152, 0.0722] as const;

/** Height over width of a card (63 x 88 mm): the one place the number is written. */
export const CARD_ASPECT = LAW.CARD_ASPECT;
