import { FAMILIES } from '../families.js';
import { defineRecipe, UNUSED } from '../recipe/types.js';

export const waterWeb = defineRecipe({
  id: 'water-web',
  family: 'line',
  look: 'wavy interlaced lines like light on a pool floor',
  // A holo-window foil: the web lights the dark art box, so the art gate is on.
  defaults: { ...FAMILIES.line.constants, uArtGate: 0.8 },
  params: {
    uP0: { label: 'Cells across', min: 2, max: 14, step: 0.5, default: 6 },
    uP1: { label: 'Line width', min: 0.02, max: 0.25, step: 0.005, default: 0.07 },
    uP2: { label: 'Waviness', min: 0, max: 1, step: 0.05, default: 0.7 },
    uP3: UNUSED,
  },
  glsl: /* glsl */ `
// sin(TAU * x) as parabolas through its zeros and peaks (within 0.06): the points' wander needs no
// more, and nine cells of it cost an eighth of the recipe as sin() on software GL.
vec2 waterWander(vec2 x) {
  vec2 t = fract(x + 0.5) - 0.5;
  return 8.0 * t - 16.0 * t * abs(t);
}

vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 q = uv * vec2(1.0, CARD_ASPECT) * uP0 * uScale;
  vec2 drift = 0.02 * vec2(uTime, -0.7 * uTime);
  // The slow warp holds still under tilt: its angle is also the grating's groove field below,
  // and the lamp, not the pointer, is what moves light over a grating.
  vec2 warp = vec2(fnoise(q * 0.8 + drift), fnoise(q * 0.8 + 4.3)) - 0.5;
  q += uP2 * warp + 0.35 * uP2 * (vec2(vnoise(q * 2.3 - tilt), vnoise(q * 2.3 + 9.1 + tilt)) - 0.5);
  vec2 cell = floor(q);
  vec2 f = q - cell;
  float d1 = 64.0;
  float d2 = 64.0;
  // Cell borders of a rippling point set: the bright network a wavy surface focuses on a floor.
  for (int j = -1; j <= 1; j++) {
    for (int i = -1; i <= 1; i++) {
      vec2 o = vec2(float(i), float(j));
      vec2 h = hash22(cell + o);
      vec2 pt = o + 0.5 + 0.38 * waterWander(h + 0.35 * vec2(tilt.x, tilt.y) + 0.2 * h.yx * tilt.yx);
      // Squared distances rank the same; the two square roots wait until after the loop.
      vec2 r = f - pt;
      float d = dot(r, r);
      // 0-or-1 weights, not ifs: SwiftShader pays for both sides of a per-pixel branch.
      float nearest = float(d < d1);
      float second = (1.0 - nearest) * float(d < d2);
      d2 = nearest * d1 + second * d + (1.0 - nearest - second) * d2;
      d1 = nearest * d + (1.0 - nearest) * d1;
    }
  }
  float edge = sqrt(d2) - sqrt(d1);
  float web = 1.0 - smoothstep(0.0, uP1, edge);
  float glow = 0.25 * (1.0 - smoothstep(0.0, 3.0 * uP1, edge));
  // Silver pool floor: the water's web is always there, pale and bright on a base at half luma
  // (so MAIN never dims the face), never drawn dark between its lines.
  float w = min(web + glow, 1.0);
  float hue = 0.35 * (q.x + q.y) / uP0;
  vec3 silver = vec3(0.5) + w * (0.25 + 0.6 * hueRamp(hue));
  // The travelling light: a grating whose grooves wander with the warp, so the lamp lights wavy
  // loops of rainbow that crawl over the web as the card tilts, brightest on the web's lines.
  float psi = 6.0 * (warp.x + 0.5) + 2.0 * warp.y;
  vec3 loops = foilDiffraction(vec2(cos(psi), sin(psi)), DIFF_PITCH, 0.03);
  return silver + (2.0 + 2.5 * w) * loops;
}
`,
});
