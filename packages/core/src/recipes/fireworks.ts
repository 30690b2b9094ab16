import { FAMILIES } from '../families.js';
import { FACET_FLASH } from './light-shaping.js';
import { defineRecipe } from '../recipe/types.js';

export const fireworks = defineRecipe({
  id: 'fireworks',
  family: 'flash',
  look: 'radial bursts of short streaks scattered over the sheet',
  // A reverse foil: the art box is matte (the mask), the bursts light the border and text boxes.
  // The art gate only lets black text glow; kept low enough that the text keeps its ink.
  defaults: { ...FAMILIES.flash.constants, uArtGate: 0.5, uSpecular: 0.08 },
  params: {
    uP0: { label: 'Bursts across', min: 1.5, max: 8, step: 0.1, default: 3.8 },
    uP1: { label: 'Streaks per burst', min: 6, max: 28, step: 1, default: 16 },
    uP2: { label: 'Streak width', min: 0.004, max: 0.04, step: 0.001, default: 0.02 },
    uP3: {
      label: 'Density',
      min: 0.2,
      max: 1,
      step: 0.05,
      default: 0.85,
      hint: 'Share of cells that carry a burst',
    },
  },
  glsl: /* glsl */ `${FACET_FLASH}
// Each streak is a small embossed facet of its own: it flashes white when the lamp's reflection
// falls on its slope (nearly flat facets, so some still flash near the mirror angle) or when the
// tilt comes within reach of its own facing, and rests at its print tint otherwise; under a flash
// the print tint eases back so the white reads. Over the sheet, 'disco ball' four-point sparks on a
// finer grid do the same. At full saturation all the light is cast cool (red x0.12): warm ink has
// no red headroom, and the composite cuts every channel back to the fullest one, so red light
// vanished on orange. Silver foil (uSat 0) casts it grey, as the contract asks.
float discoSpark(vec2 uv, vec2 tilt) {
  vec2 q = uv * vec2(1.0, CARD_ASPECT) * uP0 * uScale * 5.0;
  vec2 c = floor(q);
  vec2 g = q - c - (0.3 + 0.4 * hash22(c + 91.7));
  float on = step(0.1, hash21(c + 17.3));
  vec2 ft = hash22(c + 33.9) - 0.5;
  float glint = facetFlash(ft, 1.2, 0.05, 1.0);
  vec2 miss = tilt - (hash22(c + 52.1) * 2.0 - 1.0) * 0.65;
  float twinkle = smoothstep(0.05, 0.015, dot(miss, miss));
  vec2 ag = abs(g);
  float cross = max(max(1.0 - ag.x / 0.06, 0.0) * max(1.0 - ag.y / 0.45, 0.0),
                    max(1.0 - ag.y / 0.06, 0.0) * max(1.0 - ag.x / 0.45, 0.0));
  float dot0 = 1.0 - smoothstep(0.08, 0.2, length(g));
  return on * max(glint, twinkle) * min(dot0 + cross, 1.0);
}

vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 p = uv * vec2(1.0, CARD_ASPECT) * uP0 * uScale;
  vec2 cell = floor(p);
  float seed = hash21(cell + 7.3);
  float present = step(1.0 - uP3, hash21(cell + 30.1));
  vec2 f = p - cell - (0.45 + 0.1 * hash22(cell));
  float reach = 0.36 + 0.12 * hash21(cell + 12.9);
  float r = length(f) + 1e-5;
  float a = atan(f.y, f.x + 1e-5);
  float n = floor(uP1);
  float sector = a * n / TAU + seed * 7.0;
  float k = floor(sector + 0.5);
  float ray = mod(k, n);
  float rayLen = reach * (0.75 + 0.25 * hash21(cell + vec2(ray, 3.1)));
  float start = 0.25 * rayLen;
  float offAxis = abs(sector - k) * TAU / n * r;
  float streak = (1.0 - smoothstep(1.2 * uP2, 2.6 * uP2, offAxis))
               * smoothstep(start - 0.02, start + 0.01, r)
               * (1.0 - smoothstep(rayLen - 0.03, rayLen, r));
  // The side of each burst that points along the tilt catches the light; it swings as the card moves.
  float rayAng = (k - seed * 7.0) * TAU / n;
  vec2 dir = vec2(cos(rayAng), sin(rayAng));
  float lit = 0.6 + 0.4 * smoothstep(-0.1, 0.7, 1.2 * dot(dir, tilt) + 0.3 * (hash21(cell + vec2(ray, 8.8)) - 0.5));
  float head = exp(-pow((r - mix(start, rayLen, 0.5 + 0.5 * sin(TAU * (seed + 0.4 * tilt.y)))) / 0.06, 2.0));
  float core = 0.6 * exp(-r * r / 0.0012);
  // Streaks turned to the light run to white, as real flash foil does at the top of its glint.
  vec3 colour = mix(hueRamp(seed + 1.2 * r + 0.2 * tilt.x), vec3(1.0), 0.5 * smoothstep(0.7, 1.0, lit));
  float haze = 0.045 * (0.5 + 0.5 * cos(TAU * (uv.y * 1.1 + 0.3 * uv.x + 0.6 * dot(tilt, vec2(0.5, 0.9)))));
  // Per-streak facet and a brighter facet at its tip (the spark at the end of the streak).
  vec2 ft = hash22(cell * 1.37 + vec2(ray, 19.3)) - 0.5;
  vec2 rayMiss = tilt - (hash22(cell * 0.71 + vec2(ray, 71.3)) * 2.0 - 1.0) * 0.65;
  float glint = max(facetFlash(ft, 1.2, 0.05, 1.0),
                    smoothstep(0.05, 0.015, dot(rayMiss, rayMiss)));
  vec2 tt = hash22(cell * 2.11 + vec2(ray, 47.9)) - 0.5;
  float tipGlint = facetFlash(tt, 1.2, 0.04, 1.0);
  float tip = exp(-pow((r - 0.92 * rayLen) / 0.035, 2.0)) * (1.0 - smoothstep(1.0 * uP2, 2.2 * uP2, offAxis));
  vec2 ct = hash22(cell + 63.1) - 0.5;
  float coreGlint = facetFlash(ct, 1.2, 0.06, 1.0);
  vec3 base = colour * min(present * (streak * lit * (1.6 + 0.6 * head) + core * lit), 1.0);
  float spark = present * (streak * glint * 1.4 + tip * tipGlint * 2.2 + 1.6 * exp(-r * r / 0.002) * coreGlint);
  // uSat 0 (silver foil) makes the flashes, the sparks and the cast grey.
  vec3 ice = mix(vec3(0.9), mix(vec3(0.05, 0.45, 1.0), vec3(0.1, 0.85, 1.0), hash21(cell + vec2(ray, 5.5))), uSat);
  vec3 light = base * (0.8 - 0.4 * min(spark, 1.0)) + min(spark, 1.6) * ice + 1.5 * discoSpark(uv, tilt) * mix(vec3(0.9), vec3(0.1, 0.8, 1.0), uSat) + hueRamp(uv.y + 0.4 * tilt.x) * haze;
  return light * mix(vec3(1.0), vec3(0.12, 1.0, 1.0), uSat);
}
`,
});
