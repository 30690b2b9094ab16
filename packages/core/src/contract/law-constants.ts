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
  /** Shared sheen band half-width along its axis, in card widths. */
  SHEEN_WIDTH: 0.16,
  /** Etch relief glint exponent. */
  ETCH_SHININESS: 24,
} as const;

/** Rec. 709 luma weights; the blend model is authored in display space. */
export const LUMA = [0.2126, 0.7152, 0.0722] as const;

/** Height over width of a card (63 x 88 mm): the one place the number is written. */
export const CARD_ASPECT = LAW.CARD_ASPECT;
