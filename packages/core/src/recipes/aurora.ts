import { FAMILIES } from '../families.js';
import { defineRecipe } from '../recipe/types.js';
import { FACET_GRATING } from './light-shaping.js';

export const aurora = defineRecipe({
  id: 'aurora',
  family: 'field',
  look: 'soft vertical curtains drifting with tilt, the pillars facing the lamp glowing brighter in their own hue',
  // A holo-window / full-face foil: dark art is foil here, so the art gate is on.
  defaults: { ...FAMILIES.field.constants, uArtGate: 0.6 },
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
${FACET_GRATING}
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 q = uv * vec2(1.0, CARD_ASPECT) * uScale;
  float sway = uP1 * (0.35 * fnoise(vec2(q.x * 1.2, q.y * 0.7) + 2.0)
                    + 0.12 * sin(q.y * 3.0 + tilt.y * 2.0 + 0.02 * uTime));
  float x = q.x * uP0 + sway * uP0 * 0.5 - tilt.x * uP2 * 1.3;
  float curtain = pow(0.5 + 0.5 * cos(TAU * x), 1.6);
  float rays = 0.5 + 0.5 * cos(TAU * (x * 5.0 + 0.3 * fnoise(vec2(x * 2.0, q.y * 0.4))));
  float glow = curtain * (0.75 + 0.25 * rays);
  float hue = q.y * 0.6 + x * 0.08 + glow * 0.25 + dot(tilt, vec2(0.3, 0.9)) * 0.6;
  vec3 paint = mix(hueRamp(hue) * (0.58 + 0.42 * glow), vec3(1.0), 0.15 * glow * rays);
  // The light: each curtain is a gently curved strip of foil, its facets turning sideways across
  // it (+-0.175 in slope) about a tip of its own (+-0.1), carrying horizontal grooves (1.2-1.8 um).
  // Where a strip's facets face the lamp its grating and, near the mirror height, its facets
  // glint, so the pillars nearest the lamp's reflection light one after another as the card turns.
  float n = floor(x + 0.5);
  float tip = 0.1 * (2.0 * hash21(vec2(n, 3.7)) - 1.0) + 0.35 * (x - n);
  float pitch = 1.2 * pow(1.5, hash21(vec2(n, 8.3)));
  vec3 hv = gLightTS + gViewTS;
  vec2 hs = hv.xy / max(hv.z, 1e-4);
  vec3 bow = facetGrating(vec2(0.0, 1.0), pitch, vec2(tip, 0.0));
  float sheen = luma(foilGlint(vec2(tip, 0.85 * hs.y), 0.04));
  // A lit pillar is its curtain out to the inner flanks; the gaps between keep the shipped colour.
  float column = smoothstep(0.1, 0.85, 0.5 + 0.5 * cos(TAU * x));
  float lamp = uP3 * column * (2.5 * luma(bow) + 1.5 * sheen);
  // A sun pillar is brightest near its source and fades down the card, so the lift rises from
  // the lower third (the text boxes keep the shipped curtains) to full over the illustration.
  float fall = smoothstep(0.28, 0.58, uv.y);
  float facing = fall * (1.0 - exp(-6.0 * lamp));
  // A lit pillar glows in the curtain's own hue at full strength: the painted curtain (kept whole,
  // at its shipped colour and strength everywhere) is raised channel by channel toward that hue
  // with its brightest channel full, so it only grows brighter, never greyer or olive. uSat 0
  // (hueRamp grey) makes the lift silver.
  vec3 own = hueRamp(hue);
  vec3 full = own / max(max(own.r, max(own.g, own.b)), 1e-3) * (0.85 + 0.15 * rays);
  return mix(paint, max(paint, full), facing);
}
`,
});
