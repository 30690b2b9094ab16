import type { RootState } from '@react-three/fiber';

/** How many frames the median is taken over. */
const WINDOW = 30;

/**
 * Times each frame of the card's canvas: every render call in it (the canvas's own scene and
 * each drei View), each one to the canvas followed by a one-pixel readPixels, which waits for the
 * GPU to finish (Chromium's finish() does not), so the figure counts the drawing, not just its
 * submission.
 * Reports the median over the last frames; the lab draws on demand, so an idle card reports
 * nothing new.
 */
export function meterFrames(state: RootState, report: (medianMs: number) => void): () => void {
  const renderer = state.gl;
  const original = renderer.render.bind(renderer);
  const gl = renderer.getContext();
  const pixel = new Uint8Array(4);
  const recent: number[] = [];
  let frameTotal = 0;
  let pending = 0;
  renderer.render = (scene, camera) => {
    const t0 = performance.now();
    original(scene, camera);
    // Only a render to the canvas is read: a bake renders into its own half-float target, where
    // an RGBA/UNSIGNED_BYTE read is invalid. Its drawing is waited for at the canvas's read.
    if (renderer.getRenderTarget() === null) gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel);
    frameTotal += performance.now() - t0;
    // Every render before the next animation frame belongs to this frame.
    pending ||= requestAnimationFrame(() => {
      recent.push(frameTotal);
      if (recent.length > WINDOW) recent.shift();
      frameTotal = 0;
      pending = 0;
      const sorted = [...recent].sort((a, b) => a - b);
      report(sorted[Math.floor(sorted.length / 2)]!);
    });
  };
  return () => {
    cancelAnimationFrame(pending);
    renderer.render = original;
  };
}
