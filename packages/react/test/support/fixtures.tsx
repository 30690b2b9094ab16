// Shared set-up for the browser tests: sample scans by URL, a collection that hands back its
// renderer, and small waits on real frames.
import { _roots, addAfterEffect, type RootState } from '@react-three/fiber';
import type { Mesh, Object3D, Vector2, WebGLRenderer } from 'three';
import { FoilMaterial } from '@foilkit/core';

const scans = import.meta.glob<string>('../../../../data/sample-cards/*.png', {
  eager: true,
  query: '?url',
  import: 'default',
});

/** URL of a sample scan by file name (data/sample-cards/). */
export function scan(file: string): string {
  const url = scans[`../../../../data/sample-cards/${file}`];
  if (!url) throw new Error(`no sample card ${file}`);
  return url;
}

export const SCANS = Object.keys(scans)
  .filter((k) => !k.endsWith('blank-base.png'))
  .map((k) => scans[k]!);

/** Resolves with the shared canvas's root state once FoilCollection creates it. */
export function rootCatcher(): { onCreated: (s: RootState) => void; root: Promise<RootState> } {
  let resolve!: (s: RootState) => void;
  const root = new Promise<RootState>((r) => (resolve = r));
  return { onCreated: resolve, root };
}

export const nextFrame = () => new Promise<number>((r) => requestAnimationFrame(r));
export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Polls until `check` is true (checked once a frame), or throws with `what` after `ms`. */
export async function until(check: () => boolean, what: string, ms = 20_000): Promise<void> {
  const end = performance.now() + ms;
  while (!check()) {
    if (performance.now() > end) throw new Error(`timed out waiting for ${what}`);
    await nextFrame();
  }
}

/** Every card in the document shows its foil (the canvas drew it and the plain image hid). */
export function allFoil(count: number): boolean {
  const cards = document.querySelectorAll('[data-foil]');
  return cards.length === count && [...cards].every((c) => c.getAttribute('data-foil') === 'foil');
}

/**
 * Renders one frame now and reads the pixel under a CSS point (RGBA): from a lone card's own
 * WebGL canvas, or, for a collection (whose WebGL canvas is a hidden work surface), from the
 * card canvas that presents the foil there (an inspected card's first, else the last in
 * document order, as the page stacks them; transforms other than scale and translate aside).
 */
export function pixelAt(state: RootState, cssX: number, cssY: number): [number, number, number, number] {
  state.advance(performance.now());
  const gl: WebGLRenderer = state.gl;
  const canvas = gl.domElement;
  if (!canvas.closest('[data-foil]')) return presentedPixelAt(cssX, cssY);
  const ctx = gl.getContext();
  const out = new Uint8Array(4);
  // The box, not clientWidth: a CSS transform (an inspected card) scales the canvas on screen.
  const box = canvas.getBoundingClientRect();
  const x = Math.floor(((cssX - box.left) * canvas.width) / box.width);
  const y = Math.floor(canvas.height - ((cssY - box.top) * canvas.height) / box.height - 1);
  ctx.readPixels(x, y, 1, 1, ctx.RGBA, ctx.UNSIGNED_BYTE, out);
  return [out[0]!, out[1]!, out[2]!, out[3]!];
}

/** The card canvases (a collection's cards present their foil through them), in document order. */
export function stageCanvases(): HTMLCanvasElement[] {
  return [...document.querySelectorAll<HTMLCanvasElement>('canvas.foilkit-stage')];
}

/** Canvases holding a WebGL context (react-three-fiber roots); card canvases hold a 2D one. */
export function webglCanvases(): HTMLCanvasElement[] {
  return [...document.querySelectorAll('canvas')].filter((c) => _roots.has(c));
}

function presentedPixelAt(cssX: number, cssY: number): [number, number, number, number] {
  const under = stageCanvases().filter((c) => {
    const b = c.getBoundingClientRect();
    return cssX >= b.left && cssX < b.right && cssY >= b.top && cssY < b.bottom;
  });
  const top = under.find((c) => c.closest('[data-inspecting]')) ?? under.at(-1);
  if (!top || !top.width || !top.height) return [0, 0, 0, 0];
  const b = top.getBoundingClientRect();
  const x = Math.floor(((cssX - b.left) * top.width) / b.width);
  const y = Math.floor(((cssY - b.top) * top.height) / b.height);
  const d = top.getContext('2d')!.getImageData(x, y, 1, 1).data;
  return [d[0]!, d[1]!, d[2]!, d[3]!];
}

/** The react-three-fiber state of a card's own canvas (a FoilCard outside any collection). */
export function ownRoot(card: Element): RootState {
  const canvas = card.querySelector('canvas');
  if (!canvas) throw new Error('card has no canvas of its own');
  const root = _roots.get(canvas);
  if (!root) throw new Error('canvas has no react-three-fiber root');
  return root.store.getState();
}

/** The card mesh and its FoilMaterial in a root's scene. */
export function foilMesh(state: RootState): { mesh: Mesh; material: FoilMaterial } {
  let found: Mesh | null = null;
  state.scene.traverse((o) => {
    if ((o as Mesh).isMesh && (o as Mesh).material instanceof FoilMaterial) found = o as Mesh;
  });
  if (!found) throw new Error('no foil mesh in the scene');
  const mesh: Mesh = found;
  return { mesh, material: mesh.material as FoilMaterial };
}

/** uTilt as the shader will read it. */
export function uTilt(material: FoilMaterial): [number, number] {
  const v = material.uniforms.uTilt!.value as Vector2;
  return [v.x, v.y];
}

export function card(label: string): HTMLElement {
  const el = document.querySelector<HTMLElement>(`[aria-label="${label}"]`);
  if (!el) throw new Error(`no card "${label}"`);
  return el;
}

/** A point inside a card's box, as fractions of its width and height from the top left. */
export function at(el: Element, fx: number, fy: number): [number, number] {
  const b = el.getBoundingClientRect();
  return [b.left + b.width * fx, b.top + b.height * fy];
}

/** Waits until the eased tilt stops moving (two frames alike). */
export async function settled(material: FoilMaterial, ms = 5000): Promise<[number, number]> {
  let last = uTilt(material);
  let still = 0;
  const end = performance.now() + ms;
  while (still < 8) {
    if (performance.now() > end) throw new Error('tilt never settled');
    await nextFrame();
    const now = uTilt(material);
    still = Math.abs(now[0] - last[0]) + Math.abs(now[1] - last[1]) < 1e-6 ? still + 1 : 0;
    last = now;
  }
  return last;
}

/** The scenes each frame drew, one list per frame that drew anything. */
export function recordDraws(state: RootState): { frames: Object3D[][]; stop: () => void } {
  const frames: Object3D[][] = [];
  let current: Object3D[] = [];
  const render = state.gl.render.bind(state.gl);
  state.gl.render = (scene, camera) => {
    current.push(scene);
    render(scene, camera);
  };
  const stopAfter = addAfterEffect(() => {
    if (current.length) frames.push(current);
    current = [];
  });
  return {
    frames,
    stop: () => {
      stopAfter();
      state.gl.render = render;
    },
  };
}
