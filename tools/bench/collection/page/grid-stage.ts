// What every plain-three.js scene of this bench draws into: one full-window canvas, a camera in
// page pixels, and the grid's card placement, so the floor and every foil scene share them.
import { OrthographicCamera, WebGLRenderer, type Object3D } from 'three';
import { CARD_ASPECT } from '@foilkit/core/contract';

export interface GridLayout {
  readonly cols: number;
  readonly width: number;
}

export interface GridStage {
  readonly renderer: WebGLRenderer;
  readonly camera: OrthographicCamera;
  /** A 1-pixel read: returns once the GPU has finished everything drawn so far. */
  sync(): void;
  dispose(): void;
}

export function gridStage(): GridStage {
  const canvas = document.createElement('canvas');
  Object.assign(canvas.style, { position: 'fixed', inset: '0', width: '100%', height: '100%' });
  document.body.append(canvas);
  const renderer = new WebGLRenderer({ canvas, alpha: true, antialias: true });
  renderer.setPixelRatio(devicePixelRatio);
  renderer.setSize(innerWidth, innerHeight, false);
  const gl = renderer.getContext();
  const pixel = new Uint8Array(4);
  return {
    renderer,
    camera: new OrthographicCamera(0, innerWidth, 0, -innerHeight, -1000, 1000),
    sync: () => gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel),
    dispose: () => {
      renderer.dispose();
      renderer.forceContextLoss();
      canvas.remove();
    },
  };
}

/** A card's height in the grid: its width times the card aspect. */
export const cardHeight = (layout: GridLayout) => layout.width * CARD_ASPECT;

/** Puts card `i` at its place in the grid (row-major from the top left, `pad` and `gap` apart). */
export function placeCard(object: Object3D, i: number, layout: GridLayout, pad: number, gap: number): void {
  const height = cardHeight(layout);
  const c = i % layout.cols;
  const r = Math.floor(i / layout.cols);
  object.position.set(
    pad + c * (layout.width + gap) + layout.width / 2,
    -(pad + r * (height + gap) + height / 2),
    0,
  );
}
