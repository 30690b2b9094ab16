import { FAMILIES } from '../families.js';
import { defineRecipe } from '../recipe/types.js';

export const swirl = defineRecipe({
  id: 'swirl',
  family: 'line',
  look: 'curved swirling lines around a few centres',
  // A holo-window foil: the swirl lights the dark art box, so the art gate is on.
  defaults: { ...FAMILIES.line.constants, uDepth: 0.3, uArtGate: 0.75 },
  familyOverrides: {
    uDepth:
      'lit by a grating band that covers a fifth of the face at one tilt, not by lines on at every tilt: at the family 0.45 the off foil reads as a dimmed print; 0.3 is the depth the blind review of issue 23 judged (and preferred)',
  },
  params: {
    uP0: { label: 'Arms', min: 1, max: 4, step: 1, default: 1, hint: 'Lit arms wound around each centre' },
    uP1: {
      label: 'Winding',
      min: 0,
      max: 3,
      step: 0.05,
      default: 0.5,
      hint: 'How tightly the grooves spiral',
    },
    uP2: {
      label: 'Spread',
      min: 0.01,
      max: 0.06,
      step: 0.002,
      default: 0.028,
      hint: 'Lobe width: wider lights broader, softer, paler arms',
    },
    uP3: { label: 'Pitch', min: 0.9, max: 1.6, step: 0.01, default: 1.2, hint: 'Groove pitch, micrometres' },
  },
  glsl: /* glsl */ `
// One centre's share of the groove angle: the angle around it times half the arm count (an
// orientation repeats every half turn, so any whole arm count stays continuous across the atan
// seam) plus a log-spiral winding.
float swirlAngle(vec2 q, vec2 centre, float spin) {
  vec2 d = q - centre;
  float a = atan(d.y, d.x + 1e-5);
  return 0.5 * spin * floor(uP0) * a + uP1 * log(length(d) + 0.05);
}

// One groove set of the master: the fine spiral (pitch uP3) multiplexed with one four times
// coarser and narrower in its lobe. Near the mirror angle the lamp's reflection s is short and
// the fine grooves would diffract below the violet (1000 * uP3 * |dir . s| < 380 nm); the coarse
// ones light there, in their first and second orders (pale near the mirror, where a finite lamp
// blurs a coarse grating's colours), so the swirl never goes out. The two light on disjoint
// ranges of |dir . s| (the coarse set's second order ends at 0.36 / uP3, the fine's first starts
// at 0.38 / uP3), so their sum is whichever of the two is in range: one spectral fit, not two.
vec3 swirlGrating(vec2 dir, float fine, float coarse) {
  float near = step(uP3 * abs(dot(dir, gLightTS.xy + gViewTS.xy)), 0.37);
  return mix(fine, coarse, near) * foilDiffraction(dir, uP3 * (1.0 + 3.0 * near), uP2 * (1.0 - 0.8 * near));
}

// A spiral-engraved grating: the groove direction turns around three centres. The lamp lights
// the places whose dispersion axis lines up with its reflection, which is a curved arm around
// each centre; tilting turns the reflection, so the arms wheel round. Everything else dims
// evenly, and the lit arms are as broad as the lobe allows, so no line is drawn.
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 q = uv * vec2(1.0, CARD_ASPECT) * uScale;
  float psi = swirlAngle(q, vec2(0.26, 0.42) * uScale, 1.0)
    + swirlAngle(q, vec2(0.76, 0.86) * uScale, -1.0)
    + swirlAngle(q, vec2(0.34, 1.16) * uScale, 1.0)
    + 0.002 * uTime;
  vec2 axis = vec2(cos(psi), sin(psi));
  // A fainter crossing groove set, as a lightly cross-hatched master has, lights the arms in
  // between, so more of the face has its turn over a sweep.
  return swirlGrating(axis, 2.8, 1.4) + swirlGrating(vec2(-axis.y, axis.x), 1.6, 0.8);
}
`,
});
