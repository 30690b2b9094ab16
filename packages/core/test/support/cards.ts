import { renderSampleCard, renderBlankBase, type CardLayout, type SampleCard } from '@foilkit/sample-cards';
import layouts from '@foilkit/data/layouts.json';
import { faceTexture, imageSpaceTexture } from '@foilkit/render-harness';

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

/** An etch plate with a raised ring (64 texels): the relief glint lives on its slopes. */
export function ringPlate() {
  const size = 64;
  const rgba = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const r = Math.hypot(x - size / 2, y - size / 2);
      const h = Math.round(255 * Math.max(0, 1 - Math.abs(r - 18) / 8));
      rgba.set([h, h, h, 255], (y * size + x) * 4);
    }
  return imageSpaceTexture({ width: size, height: size, rgba }, { filter: 'linear' });
}
