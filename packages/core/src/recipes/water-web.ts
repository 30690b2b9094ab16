import { FAMILIES } from '../families.js';
import { defineRecipe } from '../recipe/types.js';
import { LINE_GLOW, gratingBandWidth } from './light-shaping.js';

export const waterWeb = defineRecipe({
  id: 'water-web',
  family: 'line',
  look: 'smooth wavy watery loop lines, light rippling along them as the card tilts',
  // A holo-window foil: the loops light the dark art box, so the art gate is on.
  defaults: { ...FAMILIES.line.constants, uDepth: 0.06, uArtGate: 0.8 },
  familyOverrides: {
    uDepth:
      'the loops always glow a little above the scan and the foil between them is the dimmed part: at the family 0.45 the lamp band there reads as a dark blotch where it is off; 0.06 keeps it foil',
  },
  params: {
    uP0: { label: 'Loops across', min: 2, max: 14, step: 0.5, default: 5 },
    uP1: {
      label: 'Line width',
      min: 0.005,
      max: 0.05,
      step: 0.001,
      default: 0.009,
      hint: 'Width of each loop, in card widths',
    },
    uP2: { label: 'Waviness', min: 0, max: 1.5, step: 0.05, default: 0.9 },
    uP3: gratingBandWidth(0.03, 'Lobe width of the grating: wider lights longer runs of the loops'),
  },
  glsl: /* glsl */ `
${LINE_GLOW}
// A smooth rippled height: three crossed swells, each bent by another, so its contours are
// closed loops and long wavy lines, never cells or corners. Returned with its gradient
// (h, dh/dx, dh/dy), written out rather than differenced, which would cost the swell twice more.
vec3 waterHeight(vec2 p) {
  float ia = 0.83 * p.y + 0.6;
  float ua = p.x + uP2 * 1.7 * sin(ia);
  float ib = 0.77 * p.x + 2.1;
  float ub = 0.9 * p.y + uP2 * 1.5 * sin(ib);
  float ic = 1.3 * p.x - 0.9 * p.y;
  float uc = 0.61 * (p.x + p.y) + uP2 * sin(ic);
  vec2 ga = cos(ua) * vec2(1.0, uP2 * 1.7 * 0.83 * cos(ia));
  vec2 gb = cos(ub) * vec2(uP2 * 1.5 * 0.77 * cos(ib), 0.9);
  vec2 gc = cos(uc) * (vec2(0.61) + uP2 * cos(ic) * vec2(1.3, -0.9));
  return vec3(sin(ua) + sin(ub) + 0.6 * sin(uc), ga + gb + 0.6 * gc);
}

vec3 cappedSheet(vec2 dir, float pitch) {
  vec3 c = 6.0 * foilDiffraction(dir, pitch, uP3);
  return c * (0.34 / max(0.34, luma(c)));
}

// The watery loops are the height's contour lines, drawn at one width in card units (the
// contour spacing over the gradient), so they never swell into blots where the swell is flat.
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 p = uv * vec2(1.0, CARD_ASPECT) * uP0 * uScale * TAU / 2.0;
  vec3 hg = waterHeight(p);
  float h = hg.x;
  vec2 g = hg.yz;
  float gl = max(length(g), 1e-3);
  const float LEVELS = 1.8;
  float f = h * LEVELS;
  float dist = abs(fract(f) - 0.5) / (LEVELS * gl) / (uP0 * uScale * TAU / 2.0);
  float line = 1.0 - smoothstep(0.5 * uP1, uP1, dist);
  // The loops sit a little above the scan at every tilt, each level in a watery hue of its own.
  float hue = 0.5 + 0.12 * floor(f + 0.5) + 0.3 * uv.y + 0.2 * dot(tilt, vec2(0.7, -0.7));
  vec3 glow = vec3(0.05) + glowAtLevel(hue, 0.22 * line);
  // The travelling light: three sheets with grooves on slants 60 degrees apart, barely bent by
  // the swell, so the lamp lights broad smooth bands (not marbled swirls) and one of them reaches
  // the dark printed water at every tilt, where an unlit patch would read as a teal blotch. Each
  // is held at a low cap and keeps its colour: a paler light is capped sooner over a bright print.
  vec2 across = g / gl;
  vec3 sheet = max(max(
    cappedSheet(normalize(vec2(0.8, 0.6) + 0.25 * across), DIFF_PITCH),
    cappedSheet(normalize(vec2(-0.92, 0.39) + 0.25 * across), DIFF_PITCH * 0.9)),
    cappedSheet(normalize(vec2(-0.12, 0.99) + 0.25 * across), DIFF_PITCH * 1.1));
  // The loops' own grooves follow them, so only the loops flare, in the stretches square to the
  // lamp's reflection, and those stretches run along the loops as the card tilts.
  vec3 flare = 4.0 * foilDiffraction(across, DIFF_PITCH * 1.08, uP3) * smoothstep(0.3, 1.0, gl);
  return glow + sheet + line * flare;
}
`,
});
