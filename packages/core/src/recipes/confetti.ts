import { FAMILIES } from '../families.js';
import { defineRecipe } from '../recipe/types.js';

export const confetti = defineRecipe({
  id: 'confetti',
  family: 'flash',
  look: 'sparse small flakes of different hues at random orientations',
  // A holo-window foil: flakes show through the dark art box, so the art gate is on. The glare
  // is lowered as for sequin and tinsel: at the shared 0.25 the gloss alone lights 11.7% of the
  // face at one tilt, the flash bound, and the flakes are what should flash.
  defaults: { ...FAMILIES.flash.constants, uArtGate: 0.7, uSpecular: 0.15 },
  params: {
    uP0: { label: 'Flakes across', min: 5, max: 32, step: 1, default: 13 },
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
      label: 'Glint range',
      min: 0.08,
      max: 0.4,
      step: 0.01,
      default: 0.36,
      hint: 'How far the tilt may stray from a flake’s own angle while it still flashes',
    },
  },
  glsl: /* glsl */ `
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 p = uv * vec2(1.0, CARD_ASPECT) * uP0 * uScale;
  vec2 cell = floor(p);
  vec2 f = p - cell - (0.4 + 0.2 * hash22(cell));
  float seed = hash21(cell + 2.9);
  float present = step(1.0 - uP2, hash21(cell + 41.7));
  float ang = TAU * hash21(cell + 8.3);
  vec2 r = vec2(cos(ang) * f.x + sin(ang) * f.y, -sin(ang) * f.x + cos(ang) * f.y);
  vec2 extent = vec2(0.36, 0.17 + 0.1 * hash21(cell + 19.1)) * uP1;
  float d = sdRoundRect(r, extent, 0.01);
  // A hard edge, about one pixel at 200 px.
  float flake = present * (1.0 - smoothstep(-0.03, 0.01, d));
  // A tiny mirror tipped its own way (flakes lie tipped, seldom flat), flashing only within uP3
  // of its angle; the angle drifts across the card, so flashes travel as a reflection would.
  vec2 centre = (cell + 0.5) / (uP0 * uScale) - vec2(0.5, 0.5 * CARD_ASPECT);
  vec2 tip = hash22(cell + 63.2);
  float tipAng = TAU * tip.x;
  vec2 facing = mix(0.32, 0.6, sqrt(tip.y)) * vec2(cos(tipAng), sin(tipAng)) - 0.2 * centre;
  float off = length(tilt - facing);
  float flash = 1.0 - smoothstep(0.9 * uP3, uP3, off);
  float core = exp(-6.0 * off * off / (uP3 * uP3)) * exp(-3.0 * dot(r / extent, r / extent));
  // Also a scrap of grating along its long side: one hue at a time, running as it tilts.
  vec3 hue = hueRamp(seed + 1.4 * dot(tilt - facing, vec2(cos(ang), sin(ang))));
  // Lit: its hue at full strength (white would be capped by the channel a print already
  // fills), the lamp's white image at its middle.
  vec3 vivid = hue * mix(hue, vec3(1.0), 0.35);
  vivid /= max(max(vivid.r, max(vivid.g, vivid.b)), 1e-3);
  vec3 lit = mix(vivid, vec3(1.0), 0.7 * core);
  // Unlit: a little above the scan, never below it.
  vec3 resting = 0.11 * hue / max(luma(hue), 0.2);
  return flake * mix(resting, lit, flash);
}
`,
});
