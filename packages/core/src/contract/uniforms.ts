import { defineUniform as u } from './uniform-spec.js';

const DEG = Math.PI / 180;
const unit = { min: 0, max: 1, step: 0.01 } as const;

/**
 * The uniform contract: every uniform the foil program declares, once.
 *
 * Order matters only for readability of the generated GLSL and docs; it follows the spec's
 * grouping (core, law, mask tiers, glyph slot, ink-design slot, view and etch plate,
 * recipe parameters, page-wide globals).
 */
export const UNIFORMS = {
  // --- core: the scan and the animators -----------------------------------------------
  uFace: u({ type: 'sampler2D', default: null, group: 'tilt', owner: 'surface', label: 'Card scan',
    meaning: 'The card face, uploaded without colour-space conversion: the blend model is authored in display space.' }),
  uTilt: u({ type: 'vec2', default: [0, 0], range: { min: -1, max: 1, step: 0.01 }, group: 'tilt', owner: 'surface', label: 'Tilt',
    meaning: 'Card tilt per axis, -1..1. The primary animator, driven by pointer, gyroscope, keys or code, then eased.' }),
  uTime: u({ type: 'float', default: 0, range: { min: 0, max: 600, step: 0.1 }, group: 'tilt', owner: 'surface', label: 'Time',
    meaning: 'Seconds since mount. Ambient drift only; no foil may animate from time alone.' }),

  // --- core: foil look ------------------------------------------------------------------
  uIntensity: u({ type: 'float', default: 1, range: { min: 0, max: 2, step: 0.01 }, group: 'foil', owner: 'recipe', label: 'Intensity',
    meaning: 'Overall foil gain, applied by main() only. 0 renders the plain scan exactly.' }),
  uScale: u({ type: 'float', default: 1, range: { min: 0.25, max: 4, step: 0.01 }, group: 'foil', owner: 'recipe', label: 'Scale',
    meaning: 'Global pattern scale; recipes multiply their spatial frequencies by it.' }),
  uHueShift: u({ type: 'float', default: 0, range: unit, group: 'foil', owner: 'recipe', label: 'Hue shift',
    meaning: 'Base offset around the rainbow ramp, in turns.' }),
  uHueSpread: u({ type: 'float', default: 1, range: { min: 0, max: 3, step: 0.01 }, group: 'foil', owner: 'recipe', label: 'Hue spread',
    meaning: 'Width of hue variation across the pattern and with tilt.' }),
  uSat: u({ type: 'float', default: 1, range: unit, group: 'foil', owner: 'recipe', label: 'Saturation',
    meaning: 'Rainbow saturation inside the shared hue ramp: 0 is silver, 1 the full spectrum.' }),
  uArtGate: u({ type: 'float', default: 0, range: unit, group: 'foil', owner: 'recipe', label: 'Art gate',
    meaning: 'Lets foil show in dark scan areas: the one licensed exception to sacred text (a dark holo window is foil, not ink).' }),
  uSpecular: u({ type: 'float', default: 0.25, range: unit, group: 'foil', owner: 'recipe', label: 'Specular',
    meaning: 'Gain of the shared white sheen band, applied by main().' }),
  uTint: u({ type: 'float', default: 0.35, range: unit, group: 'foil', owner: 'recipe', label: 'Ink tint',
    meaning: "How much the flash carries the printed ink's own colour: flash x (normalised chroma) squared." }),
  uInkPop: u({ type: 'float', default: 0.25, range: unit, group: 'foil', owner: 'recipe', label: 'Chroma pop',
    meaning: 'Metallic chroma pop under the flash; luminance-neutral by construction.' }),

  // --- core: the composite law ------------------------------------------------------------
  uMetal: u({ type: 'float', default: 0, range: unit, group: 'law', owner: 'recipe', label: 'Metalness',
    meaning: 'Law selector: 0 is the additive law, above 0 the metalness law (mirror families only).' }),
  uSheen: u({ type: 'float', default: 1, range: { min: 0, max: 6, step: 0.05 }, group: 'law', owner: 'recipe', label: 'Sheen',
    meaning: 'Pattern-light gain in both laws; families set it from their duty cycle.' }),
  uSheenTint: u({ type: 'float', default: 0, range: unit, group: 'law', owner: 'recipe', label: 'Sheen tint',
    meaning: "How far the flash takes the ink's colour instead of the foil's own. 0 on every non-mirror family." }),
  uDepth: u({ type: 'float', default: 0, range: unit, group: 'law', owner: 'recipe', label: 'Depth',
    meaning: 'Substrate darkening where the pattern is not, on a real scan. Its cost grows with 1 - duty cycle.' }),
  uGrain: u({ type: 'float', default: 0.5, range: unit, group: 'law', owner: 'recipe', label: 'Grain',
    meaning: 'Metalness law only: how much pattern structure tilts the metal surface.' }),
  uDarken: u({ type: 'float', default: 0, range: unit, group: 'law', owner: 'recipe', label: 'Blank darken',
    meaning: 'Mirror-substrate attenuation on the synthetic blank base; inert on real scans.' }),
  uInkGuard: u({ type: 'float', default: 1, range: unit, group: 'law', owner: 'structural', label: 'Ink guard',
    meaning: 'Engages the scan composite. A switch, not a dial: 0 shows the plain scan.' }),
  uScanBase: u({ type: 'float', default: 1, range: unit, group: 'law', owner: 'surface', label: 'Scan base',
    meaning: 'Mode switch: 1 = uFace is a real scan, 0 = a synthetic blank base (classic composite only).' }),

  // --- mask: layout tier ----------------------------------------------------------------
  uMaskRect: u({ type: 'vec4', default: [0, 0, 1, 1], range: unit, group: 'mask', owner: 'surface', label: 'Art window',
    meaning: 'Art-window rect x, y, w, h in card UV, y up.' }),
  uMaskRadius: u({ type: 'float', default: 0, range: { min: 0, max: 0.2, step: 0.001 }, group: 'mask', owner: 'surface', label: 'Window radius',
    meaning: 'Corner radius of the window, as a fraction of card width.' }),
  uMaskFeather: u({ type: 'float', default: 0.003, range: { min: 0, max: 0.05, step: 0.001 }, group: 'mask', owner: 'surface', label: 'Window feather',
    meaning: 'Half-width of the soft window edge, in card widths.' }),
  uMaskInvert: u({ type: 'float', default: 0, range: unit, group: 'mask', owner: 'surface', label: 'Invert window',
    meaning: '0 = foil inside the rect (window, full face); 1 = outside it (reverse-holo sheet).' }),
  uMaskView: u({ type: 'float', default: 0, range: unit, group: 'mask', owner: 'structural', label: 'Show mask',
    meaning: 'Debug: tint the masked zone red.' }),

  // --- mask: hand tier -------------------------------------------------------------------
  uMaskTex: u({ type: 'sampler2D', default: null, group: 'hand-mask', owner: 'surface', label: 'Hand mask',
    meaning: 'Hand-drawn mask; alpha is foil coverage. Uploaded unflipped, sampled with y inverted. Falls back to 1x1 opaque white.' }),
  uMaskTexOn: u({ type: 'float', default: 0, range: unit, group: 'hand-mask', owner: 'structural', label: 'Use hand mask',
    meaning: '1 = sample the hand mask instead of the layout rect. Absolute: never inverted.' }),

  // --- glyph slot ------------------------------------------------------------------------
  uGlyphTex: u({ type: 'sampler2D', default: null, group: 'glyph', owner: 'surface', label: 'Glyph atlas',
    meaning: 'Atlas of real emblem art, cells in a grid. Falls back to 1x1 transparent.' }),
  uGlyphOn: u({ type: 'float', default: 0, range: unit, group: 'glyph', owner: 'structural', label: 'Use glyph art',
    meaning: '1 = glyph art is supplied; 0 = recipes draw their procedural emblem.' }),
  uGlyphCount: u({ type: 'float', default: 0, range: { min: 0, max: 64, step: 1 }, group: 'glyph', owner: 'surface', label: 'Glyph count',
    meaning: 'Number of glyphs in the atlas.' }),
  uGlyphGrid: u({ type: 'vec2', default: [1, 1], range: { min: 1, max: 16, step: 1 }, group: 'glyph', owner: 'surface', label: 'Glyph grid',
    meaning: 'Atlas columns and rows.' }),

  // --- ink-design slot -------------------------------------------------------------------
  uInkTex: u({ type: 'sampler2D', default: null, group: 'ink', owner: 'surface', label: 'Ink tile',
    meaning: 'One lattice cell of the overprinted design; alpha is ink coverage. Falls back to 1x1 transparent.' }),
  uInkOn: u({ type: 'float', default: 0, range: unit, group: 'ink', owner: 'structural', label: 'Ink tier owns design',
    meaning: "1 = the design tier owns this card's design layer; recipes with a procedural stand-in yield." }),
  uInkDraw: u({ type: 'float', default: 0, range: unit, group: 'ink', owner: 'structural', label: 'Draw ink tile',
    meaning: '1 = draw the tile. 0 with uInkOn 1: the scan already shows the reverse printing.' }),
  uInkTile: u({ type: 'vec4', default: [12, 0, 0, 0], range: { min: 0, max: 64, step: 0.01 }, group: 'ink', owner: 'surface', label: 'Lattice',
    meaning: 'x = tiles across the card width, y/z = lattice phase in cells, w = rotation in turns.' }),
  uInkJitter: u({ type: 'float', default: 0, range: { min: 0, max: 0.5, step: 0.01 }, group: 'ink', owner: 'surface', label: 'Cell jitter',
    meaning: 'Per-cell positional jitter, in cell fractions.' }),
  uInkStagger: u({ type: 'float', default: 0, range: unit, group: 'ink', owner: 'surface', label: 'Row stagger',
    meaning: 'Odd-row x offset in cells: 0 = square grid, 0.5 = brick.' }),
  uInkStrength: u({ type: 'float', default: 1, range: unit, group: 'ink', owner: 'surface', label: 'Ink strength',
    meaning: 'How completely ink blocks the foil beneath it: m *= 1 - strength * coverage * m.' }),
  uInkTone: u({ type: 'float', default: 0, range: unit, group: 'ink', owner: 'surface', label: 'Ink tone',
    meaning: 'How far the blocked field lifts toward paper white; 0 shows the design only as absence of foil.' }),

  // --- card-space view and etch plate ----------------------------------------------------
  uTiltMax: u({ type: 'float', default: 16 * DEG, range: { min: 0, max: 1.2, step: 0.001 }, group: 'view', owner: 'surface', label: 'Max tilt (rad)',
    meaning: 'How far the card can rotate, in radians; the stage writes it every frame.' }),
  uCamDist: u({ type: 'float', default: 3, range: { min: 0.5, max: 20, step: 0.01 }, group: 'view', owner: 'surface', label: 'Camera distance',
    meaning: 'Camera distance in card widths; the stage writes it every frame.' }),
  uViewTSOn: u({ type: 'float', default: 0, range: unit, group: 'view', owner: 'structural', label: 'Use view vector',
    meaning: '1 = gViewTS comes from uViewTS (written by the stage from the mesh frame) instead of the tilt model.' }),
  uViewTS: u({ type: 'vec3', default: [0, 0, 1], range: { min: -1, max: 1, step: 0.001 }, group: 'view', owner: 'surface', label: 'View vector',
    meaning: 'Surface-to-camera unit vector in card tangent space; the writer must keep it finite and normalised.' }),
  uEtchTex: u({ type: 'sampler2D', default: null, group: 'etch', owner: 'surface', label: 'Etch plate',
    meaning: 'Etched-texture plate, linear, 1 = etched; sampled in image space with one V flip. Falls back to 1x1 black.' }),
  uEtchOn: u({ type: 'float', default: 0, range: unit, group: 'etch', owner: 'structural', label: 'Use etch plate',
    meaning: '1 = a plate is supplied. 0 executes none of the etch code.' }),
  uEtchTexel: u({ type: 'vec2', default: [1 / 512, 1 / 512], range: { min: 0, max: 1, step: 0.0001 }, group: 'etch', owner: 'surface', label: 'Plate texel',
    meaning: 'One texel of the plate, the step of the slope taps.' }),
  uEtchRelief: u({ type: 'float', default: 0.6, range: { min: 0, max: 2, step: 0.01 }, group: 'etch', owner: 'surface', label: 'Relief',
    meaning: 'Strength of the relief glint: bumped minus flat facet under a key light above the camera.' }),
  uEtchBump: u({ type: 'float', default: 4, range: { min: 0, max: 16, step: 0.1 }, group: 'etch', owner: 'surface', label: 'Bump',
    meaning: "Bump height applied to the plate's slope." }),

  // --- recipe parameters -----------------------------------------------------------------
  uP0: u({ type: 'float', default: 0, range: unit, group: 'params', owner: 'recipe', label: 'P0', meaning: 'Recipe parameter 0; meaning, label and range come from the recipe.' }),
  uP1: u({ type: 'float', default: 0, range: unit, group: 'params', owner: 'recipe', label: 'P1', meaning: 'Recipe parameter 1.' }),
  uP2: u({ type: 'float', default: 0, range: unit, group: 'params', owner: 'recipe', label: 'P2', meaning: 'Recipe parameter 2.' }),
  uP3: u({ type: 'float', default: 0, range: unit, group: 'params', owner: 'recipe', label: 'P3', meaning: 'Recipe parameter 3.' }),
  uP4: u({ type: 'float', default: 0, range: unit, group: 'params', owner: 'recipe', label: 'P4', meaning: 'Recipe parameter 4; only for a recipe that states why it needs more than four.' }),
  uP5: u({ type: 'float', default: 0, range: unit, group: 'params', owner: 'recipe', label: 'P5', meaning: 'Recipe parameter 5; as P4.' }),

  // --- page-wide ---------------------------------------------------------------------------
  uGlobalIntensity: u({ type: 'float', default: 1, range: unit, group: 'global', owner: 'global', label: 'Page foil',
    meaning: 'Page-wide foil multiplier shared by every material; 0 turns every foil off (plain scans).' }),
} as const;
