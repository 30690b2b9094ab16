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
    uP1: { label: 'Flake size', min: 0.4, max: 2, step: 0.05, default: 1.25 },
    uP2: {
      label: 'Density',
      min: 0.1,
      max: 1,
      step: 0.05,
      default: 0.85,
      hint: 'Share of cells that carry a flake',
    },
    uP3: {
      label: 'Glint',
      min: 0,
      max: 1,
      step: 0.05,
      default: 0.7,
      hint: 'How bright a flake flashes when its face sends the lamp to you',
    },
  },
  glsl: /* glsl */ `
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 p = uv * vec2(1.0, CARD_ASPECT) * uP0 * uScale;
  vec2 cell = floor(p);
  if (hash21(cell + 41.7) < 1.0 - uP2) return vec3(0.0);
  vec2 f = p - cell - (0.45 + 0.1 * hash22(cell));
  float seed = hash21(cell + 2.9);
  float ang = TAU * hash21(cell + 8.3);
  vec2 r = vec2(cos(ang) * f.x + sin(ang) * f.y, -sin(ang) * f.x + cos(ang) * f.y);
  vec2 extent = vec2(0.36, 0.18 + 0.1 * hash21(cell + 19.1)) * uP1;
  float flake = 1.0 - smoothstep(-0.02, 0.02, sdRoundRect(r, extent, 0.015));
  if (flake <= 0.0) return vec3(0.0);
  // Each flake is a flat piece of coloured foil, a tinted mirror lying askew: foilGlint lights it
  // when the half vector has its slope (drawn per cell, clustered, leaning toward the lamp above
  // the viewer within what a sweep reaches; a flat flake would flash only inside the glare).
  vec2 facet = (hash22(cell + 63.2) + hash22(cell + 5.3) - 1.0) * vec2(0.2, 0.14) + vec2(0.0, 0.38);
  vec3 glint = foilGlint(facet, 0.06);
  float g = min(luma(glint) * (1.0 + 10.0 * uP3), 1.0);
  // The pigment tints what the foil reflects; at the top of the glint the lamp itself shows
  // through, so the colour runs toward white.
  vec3 colour = mix(hueRamp(seed), vec3(1.0), 0.5 * g * g);
  return colour * g * flake;
}
`,
});
