import { renderSampleCard, renderBlankBase, type CardLayout, type SampleCard } from '@foilkit/sample-cards';
import layouts from '@foilkit/data/layouts.json';
import { faceTexture } from '@foilkit/render-harness';

export const WIDTH = 128;

type LayoutsFile = { eras: Record<string, { layouts: Record<string, CardLayout> }> };

export function layoutOf(era: string, layout: string): CardLayout {
  const l = (layouts as unknown as LayoutsFile).eras[era]?.layouts[layout];
  if (!l) throw new Error(`test layout ${era}/${layout} missing from @foilkit/data's layouts.json`);
  return l;
}

/** A synthetic holo-window card (WOTC layout) at test size, and its uFace texture. */
export function windowCard(width = WIDTH, seed = 7): { card: SampleCard; layout: CardLayout } {
  const layout = layoutOf('wotc', 'standard');
  return { card: renderSampleCard({ width, layout, era: 'wotc', seed }), layout };
}

export function blankBaseTexture(width = WIDTH) {
  return faceTexture(renderBlankBase(width));
}

/** Uniform values that put the layout tier on a card's art window. */
export function windowMaskUniforms(layout: CardLayout, invert = 0) {
  return {
    uMaskRect: [layout.art.x, layout.art.y, layout.art.w, layout.art.h] as [number, number, number, number],
    uMaskRadius: layout.radius,
    uMaskFeather: layout.feather,
    uMaskInvert: invert,
  };
}
