import { createFoilMaterial, type FoilRecipe } from '@foilkit/core';
import { referenceCardAlpha } from '@foilkit/core/reference';
import { listRecipes } from '@foilkit/core/registry';
import { faceTexture, flipRows, type MaterialRenderer } from '@foilkit/render-harness';
import { renderSampleCard, SAMPLE_PRINTINGS, type CardLayout, type SampleCard } from '@foilkit/sample-cards';
import layouts from '@foilkit/data/layouts.json';
import {
  changeMap,
  summarise,
  SweepAccumulator,
  type CardVisibility,
  type RecipeVisibility,
} from './metrics.js';
import type { VisibilitySetup } from './setup.js';

type LayoutsFile = { eras: Record<string, { layouts: Record<string, CardLayout> }> };

/** One sample printing's face at `width`, the same bytes `npm run sample-cards` writes at 630. */
export function sampleFace(id: string, width: number): SampleCard {
  const sample = SAMPLE_PRINTINGS.find((s) => s.id === id);
  if (!sample) throw new Error(`visibility: no sample printing "${id}" in SAMPLE_PRINTINGS`);
  const layout = (layouts as unknown as LayoutsFile).eras[sample.era]?.layouts[sample.layout];
  if (!layout)
    throw new Error(`visibility: @foilkit/data's layouts.json has no layout ${sample.era}/${sample.layout}`);
  return renderSampleCard({
    width,
    layout,
    era: sample.era,
    seed: sample.seed,
    palette: sample.palette,
    kind: sample.kind,
    tone: sample.tone,
  });
}

/**
 * The uniforms of the measurement: the recipe's own light only (the shared sheen band off) over
 * a full-face mask; everything else is the recipe's shipped default.
 */
export const MEASURE_UNIFORMS = {
  uSpecular: 0,
  uMaskRect: [0, 0, 1, 1] as [number, number, number, number],
  uMaskRadius: 0,
  uMaskInvert: 0,
};

interface PreparedCard {
  readonly id: string;
  /** The scan in GL row order, as the render comes back. */
  readonly scan: Uint8Array;
  readonly inside: Uint8Array;
  readonly texture: ReturnType<typeof faceTexture>;
}

function prepare(id: string, width: number): PreparedCard {
  const face = sampleFace(id, width);
  const inside = new Uint8Array(face.width * face.height);
  for (let y = 0; y < face.height; y++)
    for (let x = 0; x < face.width; x++)
      inside[y * face.width + x] =
        referenceCardAlpha((x + 0.5) / face.width, (y + 0.5) / face.height) >= 1 ? 1 : 0;
  return { id, scan: flipRows(face.rgba, face.width, face.height), inside, texture: faceTexture(face) };
}

/** Measures recipes (all of them by default) under one setup; one material per recipe and card. */
export function measureVisibility(
  renderer: MaterialRenderer,
  setup: VisibilitySetup,
  recipes: readonly FoilRecipe[] = listRecipes(),
): RecipeVisibility[] {
  const cards = setup.cards.map((id) => prepare(id, setup.width));
  try {
    return recipes.map((recipe) => {
      const perCard: Record<string, CardVisibility> = {};
      for (const card of cards) {
        const material = createFoilMaterial({
          recipe,
          textures: { face: card.texture },
          uniforms: MEASURE_UNIFORMS,
        });
        const sweep = new SweepAccumulator(card.inside);
        for (const tilt of setup.tilts) {
          material.setUniform('uTilt', [tilt[0], tilt[1]]);
          const px = renderer.render(material, { width: setup.width });
          sweep.add(changeMap(card.scan, px.data, card.inside), tilt);
        }
        material.dispose();
        perCard[card.id] = sweep.result();
      }
      return summarise(recipe.id, recipe.family, perCard);
    });
  } finally {
    for (const c of cards) c.texture.dispose();
  }
}
