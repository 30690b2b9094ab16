import { INK_TAP_OFFSETS } from '../../contract/ink-taps.js';
import { glslVec } from '../format.js';

const taps = INK_TAP_OFFSETS.map(
  (o, i) => `  float t${i} = luma(texture2D(uFace, uv + ${glslVec(o)} * toUv).rgb);`,
).join('\n');
const names = INK_TAP_OFFSETS.map((_, i) => `t${i}`);
const brightest = names.slice(1).reduce((acc, n) => `max(${acc}, ${n})`, names[0] ?? '0.0');
const spread = names.map((n) => `abs(${n} - c)`).join(' + ');

// Step 5: relative local contrast at fixed card-space radii. Relative on purpose: a flat tone
// of any brightness gives exactly zero, so a dark card base is never mistaken for ink.
export const ink_estimate_pars = /* glsl */ `
vec2 measureInk(vec2 uv, vec3 scan) {
  vec2 toUv = vec2(1.0, 1.0 / CARD_ASPECT);
  float c = luma(scan);
${taps}
  float glyph = smoothstep(GLYPH_LO, GLYPH_HI, ${brightest} - c);
  float detail = smoothstep(DETAIL_LO, DETAIL_HI, (${spread}) / ${INK_TAP_OFFSETS.length}.0);
  return vec2(glyph, detail);
}
`;
