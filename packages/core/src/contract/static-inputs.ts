import type { UniformName } from './derive.js';

/**
 * The uniforms and samplers a card's baked static terms depend on: a change to any of them
 * re-bakes the card, a change to any other (tilt, time, looks) never does. Checked against the
 * GLSL the bake runs by test/static-inputs.test.ts.
 */
export const STATIC_TERM_INPUTS = [
  'uFace',
  'uMaskTex',
  'uMaskTexOn',
  'uMaskRect',
  'uMaskRadius',
  'uMaskFeather',
  'uMaskInvert',
  'uInkTex',
  'uInkOn',
  'uInkDraw',
  'uInkTile',
  'uInkJitter',
  'uInkStagger',
  'uInkStrength',
  'uEtchTex',
  'uEtchOn',
  'uEtchTexel',
] as const satisfies readonly UniformName[];
