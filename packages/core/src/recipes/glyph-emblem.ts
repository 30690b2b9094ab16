import { FAMILIES } from '../families.js';
import { defineRecipe, type FoilRecipe } from '../recipe/types.js';
import { STAMP_LIGHT } from './light-shaping.js';

/**
 * The procedural emblem lattice, written once. Both the registered recipe and the pre-slot
 * reference below are built from this text, so the parity test compares like with like.
 * The emblem is an original abstract mark: a diamond frame around a four-point lens star
 * with a square piercing at its heart.
 */
const EMBLEM_PROCEDURAL = /* glsl */ `
// The lens where two discs overlap; tips on the y axis at +-halfLen.
float emblemLens(vec2 p, float halfLen, float halfWide) {
  float rad = (halfLen * halfLen + halfWide * halfWide) / (2.0 * halfWide);
  float off = rad - halfWide;
  return max(length(p - vec2(off, 0.0)) - rad, length(p + vec2(off, 0.0)) - rad);
}

// Cell-local emblem distance, negative inside; p spans -0.5..0.5 at size 1.
float emblemSd(vec2 p) {
  float frame = abs((abs(p.x) + abs(p.y) - 0.4) * 0.7071) - 0.03;
  float star = min(emblemLens(p, 0.27, 0.06), emblemLens(p.yx, 0.2, 0.05));
  float pierce = (abs(p.x) + abs(p.y) - 0.045) * 0.7071;
  return min(frame, max(star, -pierce));
}

// Emblem coverage here and one bevel-width to the right and above: x, y, z.
vec3 emblemTaps(vec2 f) {
  vec2 p = f / uP1;
  const float e = 0.025;
  return vec3(
    1.0 - smoothstep(-0.012, 0.012, emblemSd(p)),
    1.0 - smoothstep(-0.012, 0.012, emblemSd(p + vec2(e, 0.0))),
    1.0 - smoothstep(-0.012, 0.012, emblemSd(p + vec2(0.0, e))));
}

// The lattice: square cells with every other row shifted half a cell.
vec2 emblemLattice(vec2 uv, out vec2 cell) {
  vec2 q = uv * vec2(1.0, CARD_ASPECT) * uP0 * uScale;
  q.x += 0.5 * mod(floor(q.y), 2.0);
  cell = floor(q);
  return q - cell - 0.5;
}

${STAMP_LIGHT}
// Each emblem turned its own way, a little brighter than the silver sheet.
vec3 emblemShade(vec3 taps, vec2 uv, vec2 cell) {
  float inside = taps.x;
  vec2 slope = -0.16 * uP2 * clamp(2.0 * vec2(taps.y - taps.x, taps.z - taps.x), -1.0, 1.0);
  float bevel = min(1.0, 6.0 * length(slope));
  float h = hash21(cell + 8.1);
  float turn = 0.8 + PI * h * inside * (1.0 - bevel);
  float hue = dot(uv, vec2(0.35, 0.49)) + 0.25 * h;
  return turnedStampLight(uv, inside, bevel, slope, turn, hue, 0.44, 4.5);
}
`;

const PARAMS = {
  uP0: { label: 'Emblems across', min: 2, max: 12, step: 0.5, default: 5 },
  uP1: {
    label: 'Emblem size',
    min: 0.5,
    max: 1.2,
    step: 0.01,
    default: 0.9,
    hint: 'Emblem footprint, as a fraction of its cell',
  },
  uP2: {
    label: 'Relief',
    min: 0,
    max: 2,
    step: 0.05,
    default: 1,
    hint: 'How steeply the emblem edges lean',
  },
  uP3: {
    label: 'Glyph stride',
    min: 1,
    max: 8,
    step: 1,
    default: 3,
    hint: 'With glyph art: how the atlas entries step from row to row',
  },
} as const;

// A reverse-holo sheet of repeated emblems: the scan's dark ink is ink, not foil, so the art gate is off.
const DEFAULTS = { ...FAMILIES.stamp.constants, uArtGate: 0 };
const LOOK = 'a repeated emblem from the glyph slot; procedural emblem when no art is supplied';

export const glyphEmblem = defineRecipe({
  id: 'glyph-emblem',
  family: 'stamp',
  look: LOOK,
  defaults: DEFAULTS,
  params: PARAMS,
  glsl: /* glsl */ `${EMBLEM_PROCEDURAL}
// Supplied glyph art: the atlas alpha is the coverage, one atlas entry per lattice cell.
vec3 emblemGlyphTaps(vec2 f, vec2 cell) {
  vec2 cellUv = f / uP1 + 0.5;
  float index = cell.x + floor(uP3) * cell.y;
  const float e = 0.025;
  vec2 inFoot = step(abs(f / uP1), vec2(0.5));
  return inFoot.x * inFoot.y * vec3(
    glyphSample(index, cellUv).a,
    glyphSample(index, cellUv + vec2(e, 0.0)).a,
    glyphSample(index, cellUv + vec2(0.0, e)).a);
}

vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 cell;
  vec2 f = emblemLattice(uv, cell);
  vec3 taps;
  if (glyphArtOn() > 0.5) {
    taps = emblemGlyphTaps(f, cell);
  } else {
    taps = emblemTaps(f);
  }
  return emblemShade(taps, uv, cell);
}
`,
});

/**
 * The recipe exactly as it stood before the glyph slot existed: the same procedural code and
 * no atlas branch. Not registered; the glyph-slot parity test renders the registered recipe
 * with no atlas and requires byte-identical pixels to this one.
 */
export const glyphEmblemBeforeSlot: FoilRecipe = defineRecipe({
  ...glyphEmblem,
  glsl: /* glsl */ `${EMBLEM_PROCEDURAL}
vec3 foilPattern(vec2 uv, vec2 tilt) {
  vec2 cell;
  vec2 f = emblemLattice(uv, cell);
  vec3 taps = emblemTaps(f);
  return emblemShade(taps, uv, cell);
}
`,
});
