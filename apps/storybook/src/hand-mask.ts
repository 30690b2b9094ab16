// No hand masks ship yet (packages/data/masks/README.md), so the hand-mask story draws its own:
// alpha is foil coverage, in image space, at the card's aspect, as a sidecar's PNG would be.
import type { SurfaceResolution } from '@foilkit/resolver';

export const HAND_MASK_PATH = 'storybook/hand-mask.png';

let drawn: string | null = null;

/** A data URL of a drawn mask: a tilted ellipse over the art and a band along the bottom. */
export function handMaskUrl(): string {
  if (drawn) return drawn;
  const canvas = document.createElement('canvas');
  canvas.width = 126;
  canvas.height = 176;
  const g = canvas.getContext('2d');
  if (!g) throw new Error('storybook: no 2D canvas to draw the hand mask');
  g.fillStyle = '#fff';
  g.beginPath();
  g.ellipse(63, 62, 46, 30, -0.3, 0, Math.PI * 2);
  g.fill();
  g.fillRect(10, 140, 106, 16);
  drawn = canvas.toDataURL('image/png');
  return drawn;
}

/** The same surface, masked by the drawn hand mask instead of its layout rect. */
export function withHandMask(surface: SurfaceResolution): SurfaceResolution {
  return {
    ...surface,
    maskTier: 'hand',
    uniforms: { ...surface.uniforms, uMaskTexOn: 1, uMaskInvert: 0 },
    textures: { ...surface.textures, mask: HAND_MASK_PATH },
  };
}
