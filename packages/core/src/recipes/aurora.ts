import { FAMILIES } from '../families.js';
import { defineRecipe } from '../recipe/types.js';

export const aurora = defineRecipe({
  id: 'aurora',
  family: 'field',
  look: 'vertical sun pillars drifting with tilt, those facing the lamp catching bright, each with a white core sliding across it',
  // A holo-window / full-face foil: dark art is foil here, so the art gate is on. On these bright
  // faces the shared glare ate the room near the mirror angle (the third tilt went pale, the pillars
  // nearly gone), so it is 0.05, as radiant's, leaving that room to the pillars.
  defaults: { ...FAMILIES.field.constants, uArtGate: 0.6, uSpecular: 0.05 },
  params: {
    uP0: { label: 'Curtains across', min: 1, max: 10, step: 0.5, default: 3.5 },
    uP1: {
      label: 'Sway',
      min: 0,
      max: 2,
      step: 0.05,
      default: 0.8,
      hint: 'How much the curtains ripple down the card',
    },
    uP2: {
      label: 'Drift',
      min: 0,
      max: 2,
      step: 0.05,
      default: 0.8,
      hint: 'How far the curtains drift per unit of tilt',
    },
    uP3: {
      label: 'Pillar light',
      min: 0,
      max: 2,
      step: 0.05,
      default: 1,
      hint: 'How brightly a pillar lights when its facets face the lamp',
    },
  },
  glsl: /* glsl */ `
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 q = uv * vec2(1.0, CARD_ASPECT) * uScale;
  float sway = uP1 * (0.35 * fnoise(vec2(q.x * 1.2, q.y * 0.7) + 2.0)
                    + 0.12 * sin(q.y * 3.0 + tilt.y * 2.0 + 0.02 * uTime));
  float x = q.x * uP0 + sway * uP0 * 0.5 - tilt.x * uP2 * 1.3;
  // Each curtain has a broad bright top and crisp flanks (a smoothstep, not the old soft power), so
  // the pillars read as distinct columns; their mean strength is the shipped one.
  float curtain = smoothstep(0.2, 0.9, 0.5 + 0.5 * cos(TAU * x));
  float rays = 0.5 + 0.5 * cos(TAU * (x * 5.0 + 0.3 * fnoise(vec2(x * 2.0, q.y * 0.4))));
  float glow = curtain * (0.75 + 0.25 * rays);
  float hue = q.y * 0.6 + x * 0.08 + glow * 0.25 + dot(tilt, vec2(0.3, 0.9)) * 0.6;
  vec3 paint = mix(hueRamp(hue) * (0.58 + 0.42 * glow), vec3(1.0), 0.15 * glow * rays);
  // The light: each curtain is a shallow mirror strip whose face turns sideways across it
  // (+-0.1 in slope) about a tip of its own (+-0.3). The lamp's reflection catches a whole pillar
  // only over its own range of tilt (one or two pillars at a time, different ones at each tilt, the
  // least tipped near the mirror angle), and a thin line down its length (the pillar's core) where
  // the facets face it exactly, sliding across the pillar as the card turns.
  float n = floor(x + 0.5);
  float tip = 0.3 * (2.0 * hash21(vec2(n, 3.7)) - 1.0);
  float slope = tip + 0.2 * (x - n);
  vec3 hv = gLightTS + gViewTS;
  vec2 hs = hv.xy / max(hv.z, 1e-4);
  float column = smoothstep(0.15, 0.8, 0.5 + 0.5 * cos(TAU * x));
  float caught = luma(foilGlint(vec2(tip, hs.y), 0.1));
  float core = luma(foilGlint(vec2(slope, hs.y), 0.022));
  float fall = 0.35 + 0.65 * smoothstep(0.28, 0.58, uv.y);
  float lift = clamp(uP3 * fall * column * caught, 0.0, 1.0);
  float white = clamp(uP3 * fall * smoothstep(0.05, 0.35, 0.5 + 0.5 * cos(TAU * x)) * core, 0.0, 1.0);
  // A caught pillar glows in its own hue at full strength, half-way to white (never below the
  // shipped paint); its core is a pale green-white: MAIN scales added light by its fullest
  // channel's room, and on the violet sky and pink ground green is the channel with room, so this
  // core reads white there instead of being cut away. uSat 0 makes both silver.
  vec3 own = hueRamp(hue);
  vec3 full = own / max(max(own.r, max(own.g, own.b)), 1e-3);
  vec3 ice = mix(vec3(0.9), vec3(0.6, 1.0, 0.7), uSat);
  vec3 c = mix(paint, max(paint, mix(full, vec3(1.0), 0.45)), lift);
  c = mix(c, ice, white);
  // Where the ramp runs violet or blue its light is so dark that MAIN darkens the bright face under
  // it to olive; a floor of green-weighted light (grey at uSat 0) keeps those gaps a clean colour.
  vec3 fill = mix(vec3(1.0), vec3(0.3, 1.0, 0.3), uSat);
  return c + fill * max(0.15 - luma(c), 0.0) / luma(fill);
}
`,
});
