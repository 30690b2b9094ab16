// Shared set-up for the browser tests: sample scans by URL, a collection that hands back its
// renderer, and small waits on real frames.
import type { RootState } from '@react-three/fiber';
import type { WebGLRenderer } from 'three';

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

/** Renders one frame now and reads the pixel under a CSS point of the shared canvas (RGBA). */
export function pixelAt(state: RootState, cssX: number, cssY: number): [number, number, number, number] {
  state.advance(performance.now());
  const gl: WebGLRenderer = state.gl;
  const ctx = gl.getContext();
  const canvas = gl.domElement;
  const ratio = canvas.width / canvas.clientWidth;
  const out = new Uint8Array(4);
  const box = canvas.getBoundingClientRect();
  const x = Math.floor((cssX - box.left) * ratio);
  const y = Math.floor(canvas.height - (cssY - box.top) * ratio - 1);
  ctx.readPixels(x, y, 1, 1, ctx.RGBA, ctx.UNSIGNED_BYTE, out);
  return [out[0]!, out[1]!, out[2]!, out[3]!];
}
