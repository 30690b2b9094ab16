import { createFoilMaterial, defineRecipe, UNUSED, type FoilRecipe } from '@foilkit/core';
import { referenceCardAlpha } from '@foilkit/core/reference';
import { listRecipes } from '@foilkit/core/registry';
import { faceTexture, flipRows, type MaterialRenderer } from '@foilkit/render-harness';
import { sampleFace } from '../../visibility/src/measure.js';
import type { VisibilitySetup } from '../../visibility/src/setup.js';
import { lumaMap, RealismSweep, summariseRealism, type CardRealism, type RecipeRealism } from './metrics.js';

/** Shipped defaults, the shared specular on (unlike visibility), over a full-face mask. */
export const REALISM_UNIFORMS = {
  uMaskRect: [0, 0, 1, 1] as [number, number, number, number],
  uMaskRadius: 0,
  uMaskInvert: 0,
};

/**
 * The ceiling probe for a recipe: its own defaults (so its own law constants: sheen, depth,
 * metalness, art gate), with a pattern that is, at each tilt of the sweep, one flat colour as
 * bright as the law takes: white at the centre tilt and 24 fully saturated hues round the
 * others. The share it lifts at some tilt is what any light at all could lift under that law on
 * that card: the knee and the per-channel headroom cap keep light off bright, saturated ink
 * (a yellow already near 1 in red and green can only gain blue, 7% of luminance).
 */
export function ceilingProbe(recipe: FoilRecipe): FoilRecipe {
  return defineRecipe({
    id: `ceiling-probe-${recipe.id}`,
    family: recipe.family,
    look: 'the brightest light of every hue, one per tilt',
    defaults: recipe.defaults,
    ...(recipe.familyOverrides ? { familyOverrides: recipe.familyOverrides } : {}),
    params: { uP0: UNUSED, uP1: UNUSED, uP2: UNUSED, uP3: UNUSED },
    glsl: /* glsl */ `
vec3 foilPattern(vec2 uv, vec2 tilt) {
  float k = floor((tilt.x + 0.5) * 4.0 + 0.5) + 5.0 * floor((tilt.y + 0.5) * 4.0 + 0.5);
  float top = uMetal > 0.0 ? METAL_LIGHT_MAX : 1.0;
  if (abs(k - 12.0) < 0.5) return vec3(top);
  vec3 hue = clamp(abs(fract(k / 24.0 + vec3(0.0, 2.0 / 3.0, 1.0 / 3.0)) * 6.0 - 3.0) - 1.0, 0.0, 1.0);
  return hue * top;
}
`,
  });
}

interface PreparedCard {
  readonly id: string;
  readonly width: number;
  readonly height: number;
  /** The scan in GL row order, as renders come back. */
  readonly scan: Uint8Array;
  readonly inside: Uint8Array;
  readonly scanLuma: Float32Array;
  readonly texture: ReturnType<typeof faceTexture>;
}

function prepareCards(setup: VisibilitySetup): PreparedCard[] {
  return setup.cards.map((id) => {
    const face = sampleFace(id, setup.width);
    const inside = new Uint8Array(face.width * face.height);
    for (let y = 0; y < face.height; y++)
      for (let x = 0; x < face.width; x++)
        inside[y * face.width + x] =
          referenceCardAlpha((x + 0.5) / face.width, (y + 0.5) / face.height) >= 1 ? 1 : 0;
    const scan = flipRows(face.rgba, face.width, face.height);
    return {
      id,
      width: face.width,
      height: face.height,
      scan,
      inside,
      scanLuma: lumaMap(scan),
      texture: faceTexture(face),
    };
  });
}

function sweepCard(
  renderer: MaterialRenderer,
  setup: VisibilitySetup,
  recipe: FoilRecipe,
  card: PreparedCard,
  keepWorst = false,
): RealismSweep {
  const material = createFoilMaterial({
    recipe,
    textures: { face: card.texture },
    uniforms: REALISM_UNIFORMS,
  });
  const sweep = new RealismSweep(card.scanLuma, card.inside, card.width, keepWorst);
  for (const tilt of setup.tilts) {
    material.setUniform('uTilt', [tilt[0], tilt[1]]);
    sweep.add(lumaMap(renderer.render(material, { width: setup.width }).data));
  }
  material.dispose();
  return sweep;
}

/** Measures recipes under one setup with the page's current lamp. */
export function measureRealism(
  renderer: MaterialRenderer,
  setup: VisibilitySetup,
  recipes: readonly FoilRecipe[] = listRecipes(),
): RecipeRealism[] {
  const cards = prepareCards(setup);
  // Recipes with the same defaults share a law, so they share a ceiling.
  const ceilings = new Map<string, Record<string, number>>();
  const ceilingOf = (recipe: FoilRecipe): Record<string, number> => {
    const key = JSON.stringify(recipe.defaults);
    let c = ceilings.get(key);
    if (!c) {
      const probe = ceilingProbe(recipe);
      c = Object.fromEntries(
        cards.map((card) => [card.id, sweepCard(renderer, setup, probe, card).result().brightenedAny]),
      );
      ceilings.set(key, c);
    }
    return c;
  };
  try {
    return recipes.map((recipe) => {
      const perCard: Record<string, CardRealism> = {};
      for (const card of cards) perCard[card.id] = sweepCard(renderer, setup, recipe, card).result();
      return summariseRealism(recipe.id, recipe.family, perCard, ceilingOf(recipe));
    });
  } finally {
    for (const c of cards) c.texture.dispose();
  }
}

/** Per card, the scan (GL rows) and which pixels the ceiling probe and the recipe light at some tilt. */
export interface LitMaps {
  readonly card: string;
  readonly width: number;
  readonly height: number;
  readonly scan: number[];
  readonly ceiling: number[];
  readonly recipe: number[];
}

/** The picture behind the ceiling figure (docs/REALISM.md): what any light could reach, and what the recipe reaches. */
export function litMaps(renderer: MaterialRenderer, setup: VisibilitySetup, recipe: FoilRecipe): LitMaps[] {
  const cards = prepareCards(setup);
  try {
    return cards.map((card) => ({
      card: card.id,
      width: card.width,
      height: card.height,
      scan: Array.from(card.scan),
      ceiling: Array.from(sweepCard(renderer, setup, ceilingProbe(recipe), card).litMask()),
      recipe: Array.from(sweepCard(renderer, setup, recipe, card).litMask()),
    }));
  } finally {
    for (const c of cards) c.texture.dispose();
  }
}

/** Per card, at the tilt with the most dark structure: the render's luma and the pixels counted (GL rows). */
export interface StructureMap {
  readonly card: string;
  readonly width: number;
  readonly height: number;
  readonly share: number;
  readonly scanLuma: number[];
  readonly renderLuma: number[];
  readonly counted: number[];
}

/** The picture behind the dark-structure figure: where, at its worst tilt, the figure counts a pixel. */
export function structureMaps(
  renderer: MaterialRenderer,
  setup: VisibilitySetup,
  recipe: FoilRecipe,
): StructureMap[] {
  const cards = prepareCards(setup);
  try {
    return cards.map((card) => {
      const sweep = sweepCard(renderer, setup, recipe, card, true);
      const worst = sweep.structureAtWorst();
      return {
        card: card.id,
        width: card.width,
        height: card.height,
        share: sweep.result().darkStructure,
        scanLuma: Array.from(card.scanLuma),
        renderLuma: Array.from(worst.renderLuma ?? card.scanLuma),
        counted: Array.from(worst.counted),
      };
    });
  } finally {
    for (const c of cards) c.texture.dispose();
  }
}
