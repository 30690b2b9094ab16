import { FAMILIES } from '../families.js';
import { defineRecipe } from '../recipe/types.js';

export const confetti = defineRecipe({
  id: 'confetti',
  family: 'flash',
  look: 'sparse small flakes of different hues at random orientations',
  // A holo-window foil: flakes show through the dark art box, so the art gate is on.
  defaults: { ...FAMILIES.flash.constants, uArtGate: 0.7 },
  params: {
    uP0: { label: 'Flakes across', min: 5, max: 32, step: 1, default: 14 },
    uP1: { label: 'Flake size', min: 0.4, max: 2, step: 0.05, default: 1 },
    uP2: {
      label: 'Density',
      min: 0.1,
      max: 1,
      step: 0.05,
      default: 0.6,
      hint: 'Share of cells that carry a flake',
    },
    uP3: {
      label: 'Glint',
      min: 0,
      max: 1,
      step: 0.05,
      default: 0.7,
      hint: 'How strongly each flake brightens when it faces you',
    },
  },
  glsl: /* glsl */ `
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 p = uv * vec2(1.0, CARD_ASPECT) * uP0 * uScale;
  vec2 cell = floor(p);
  vec2 f = p - cell - (0.45 + 0.1 * hash22(cell));
  float seed = hash21(cell + 2.9);
  float present = step(1.0 - uP2, hash21(cell + 41.7));
  float ang = TAU * hash21(cell + 8.3);
  vec2 r = vec2(cos(ang) * f.x + sin(ang) * f.y, -sin(ang) * f.x + cos(ang) * f.y);
  vec2 extent = vec2(0.36, 0.18 + 0.1 * hash21(cell + 19.1)) * uP1;
  float d = sdRoundRect(r, extent, 0.015);
  float flake = 1.0 - smoothstep(-0.02, 0.02, d);
  // Each flake is a tiny mirror with its own normal: it brightens when the tilt swings towards it.
  vec2 normal = hash22(cell + 63.2) * 2.0 - 1.0;
  float facing = 0.5 + 0.5 * cos(TAU * (seed + 0.9 * dot(tilt, normal)));
  float glint = smoothstep(0.45, 0.95, facing);
  float lit = mix(0.55, 0.3 + 1.2 * glint, uP3);
  // At the top of its glint a flake's mirror shows the light itself, so its colour runs to white.
  vec3 colour = mix(hueRamp(seed + 0.12 * dot(tilt, vec2(0.7, 0.5))), vec3(1.0), 0.6 * glint * uP3);
  float haze = 0.045 * (0.5 + 0.5 * cos(TAU * (uv.y * 1.3 - uv.x * 0.4 + 0.7 * tilt.y)));
  return colour * min(flake * present * lit, 1.0) + hueRamp(uv.y - 0.5 * tilt.x) * haze;
}
`,
});
