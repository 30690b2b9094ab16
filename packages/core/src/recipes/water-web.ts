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
  return c * (0.55 / max(0.55, luma(c)));
}

// A sheet's diffraction gain without its colour (foilDiffraction's envelope, order and window
// for the half vector's slope s), so the dimmest sheet skips the spectral fit.
float sheetGain(vec2 dir, float pitch, vec2 s, float sv) {
  float v = dot(vec2(-dir.y, dir.x), s);
  float first = 1000.0 * pitch * abs(dot(dir, s));
  float m = 1.0 + step(DIFF_LAMBDA_MAX, first);
  float nm = first / m;
  float w = smoothstep(DIFF_LAMBDA_MIN, DIFF_LAMBDA_MIN + DIFF_LAMBDA_EDGE, nm)
    * (1.0 - smoothstep(DIFF_LAMBDA_MAX - DIFF_LAMBDA_EDGE, DIFF_LAMBDA_MAX, nm));
  return mix(DIFF_ETA_1, DIFF_ETA_2, m - 1.0) * (pitch / m) * w * exp(-0.5 * v * v / (sv * sv));
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
  // Each level in a watery hue of its own, folded into green-aqua-azure: light rich in green
  // fills a bright print's green headroom at once (a figure printed over the foil), so its loops
  // vanish there but show on the darker water and sky; pink and violet loops striped the figure.
  float hue = 0.5 + 0.12 * floor(f + 0.5) + 0.3 * uv.y + 0.2 * dot(tilt, vec2(0.7, -0.7));
  hue = 0.25 + 0.35 * abs(2.0 * fract(hue) - 1.0);
  // The travelling light: three sheets with grooves on slants 60 degrees apart, barely bent by
  // the swell, so the lamp lights broad smooth bands with soft edges, one of them on the window
  // at most tilts; each held at a cap and keeping its colour.
  vec2 across = g / gl;
  vec2 s = gLightTS.xy + gViewTS.xy;
  float sv = max(sqrt(DIFF_V_RATIO * DIFF_V_RATIO * uP3 * uP3 + 0.25 * uLampSize * uLampSize),
    DIFF_SIGMA_MIN);
  vec2 d1 = normalize(vec2(0.8, 0.6) + 0.1 * across);
  vec2 d2 = normalize(vec2(-0.92, 0.39) + 0.1 * across);
  vec2 d3 = normalize(vec2(-0.12, 0.99) + 0.1 * across);
  float g1 = sheetGain(d1, DIFF_PITCH, s, sv);
  float g2 = sheetGain(d2, DIFF_PITCH * 0.9, s, sv);
  float g3 = sheetGain(d3, DIFF_PITCH * 1.1, s, sv);
  // The dimmest of the three is dropped: the other two are the ones that can be lit here (all
  // three bands rarely meet), so two spectral fits give the max of three.
  float drop1 = step(g1, min(g2, g3));
  float drop3 = (1.0 - drop1) * step(g3, g2);
  vec3 sheet = max(
    cappedSheet(mix(d1, d2, drop1), DIFF_PITCH * mix(1.0, 0.9, drop1)),
    cappedSheet(mix(d3, d2, drop3), DIFF_PITCH * mix(1.1, 0.9, drop3)));
  // The loops brighten where a band crosses them, and along the stretches square to the lamp's
  // reflection (their own grooves: u in a first-order band, v near 0), with no spectral fit.
  float band = luma(sheet) / 0.55;
  float u = abs(dot(across, s));
  float v = dot(vec2(-across.y, across.x), s);
  float flare = smoothstep(0.3, 0.36, u) * (1.0 - smoothstep(0.56, 0.62, u))
    * exp(-22.0 * v * v) * float(gLightTS.z > 0.0);
  vec3 lineLight = glowAtLevel(hue, 0.24 + 0.2 * band + 0.5 * flare * smoothstep(0.3, 1.0, gl));
  // An even floor of light, a little warm (little blue, which the violet sky has no room for),
  // so a bright figure is already near its headroom between the loops too; silver at uSat 0.
  return mix(vec3(0.1), vec3(0.11, 0.11, 0.06), uSat) + sheet + line * lineLight;
}
`,
});
