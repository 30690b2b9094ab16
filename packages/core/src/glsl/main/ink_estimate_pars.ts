import { INK_TAP_OFFSETS } from '../../contract/ink-taps.js';
import { glslVec } from '../format.js';

const taps = INK_TAP_OFFSETS.map(
  (o, i) => `  float t${i} = luma(texture2D(uFace, uv + ${glslVec(o)} * toUv).rgb);`,
).join('\n');
const names = INK_TAP_OFFSETS.map((_, i) => `t${i}`);
const brightest = names.slice(1).reduce((acc, n) => `max(${acc}, ${n})`, names[0] ?? '0.0');

// Step 5: how much darker the pixel is than the brightest of its taps, at fixed card-space radii.
// Relative on purpose: a flat tone of any brightness gives exactly zero, so a dark card base is
// never mistaken for ink. Only the ink itself counts: a measure of contrast in the neighbourhood
// (the law's old "detail") also spared the bright ground beside each letter, which drew a box
// round every word on a whole-face foil.
export const ink_estimate_pars = /* glsl */ `
float measureInk(vec2 uv, vec3 scan) {
  vec2 toUv = vec2(1.0, 1.0 / CARD_ASPECT);
  float c = luma(scan);
${taps}
  return smoothstep(GLYPH_LO, GLYPH_HI, ${brightest} - c);
}
`;
