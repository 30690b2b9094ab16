import { FAMILIES } from '../families.js';
import { defineRecipe, UNUSED } from '../recipe/types.js';

export const stellar = defineRecipe({
  id: 'stellar',
  family: 'field',
  look: 'a dense starburst of facets radiating from the centre',
  // A holo-window / full-face foil: dark art is foil here, so the art gate is on.
  defaults: { ...FAMILIES.field.constants, uArtGate: 0.7 },
  params: {
    uP0: { label: 'Rays', min: 12, max: 120, step: 1, default: 48 },
    uP1: { label: 'Rings', min: 1, max: 16, step: 0.5, default: 6, hint: 'Facet breaks along each ray' },
    uP2: { label: 'Flash rate', min: 0.2, max: 3, step: 0.05, default: 1.0 },
    uP3: UNUSED,
  },
  glsl: /* glsl */ `
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 q = (uv - vec2(0.5, 0.55)) * vec2(1.0, CARD_ASPECT) * uScale;
  float r = length(q);
  float rays = floor(uP0 + 0.5);
  float around = atan(q.y, q.x) / TAU + 0.5;
  float sector = floor(around * rays);
  float within = fract(around * rays);
  float ringPos = r * uP1 + hash21(vec2(sector, 2.2)) * 0.8;
  float ring = floor(ringPos);
  vec2 id = vec2(sector, ring);
  float seed = hash21(id + 0.9);
  // Each facet is tipped along its ray: it lights when the tilt points along that ray.
  float a = (sector + 0.5) / rays * TAU - PI;
  vec2 ray = vec2(cos(a), sin(a));
  float facing = dot(tilt, ray);
  float lit = 0.5 + 0.5 * cos(TAU * (seed * 0.6 + facing * uP2 * 0.8 - r * 0.5));
  float seam = min(within, 1.0 - within) * r * TAU / rays;
  float gap = smoothstep(0.0, 0.004, seam) * smoothstep(0.0, 0.04, fract(ringPos));
  vec3 col = hueRamp(around * 2.0 + r * 0.8 + seed * 0.15 + dot(tilt, vec2(0.6, 0.5)) * 0.7);
  float core = exp(-r * r / 0.004);
  col = col * (0.6 + 0.4 * lit) * (0.72 + 0.28 * gap);
  return mix(col, vec3(1.0), core);
}
`,
});
