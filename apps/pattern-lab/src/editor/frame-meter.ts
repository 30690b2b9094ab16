import type { RootState } from '@react-three/fiber';

/**
 * Times each draw of the shared canvas: the renderer's own render call plus a finish(), so the
 * figure includes the GPU work, not just the command submission. Reports the median of the
 * last frames; the lab draws on demand, so an idle card reports nothing new.
 */
export function meterFrames(state: RootState, report: (medianMs: number) => void): () => void {
  const renderer = state.gl;
  const original = renderer.render.bind(renderer);
  const gl = renderer.getContext();
  const recent: number[] = [];
  renderer.render = (scene, camera) => {
    const t0 = performance.now();
    original(scene, camera);
    gl.finish();
    recent.push(performance.now() - t0);
    if (recent.length > 30) recent.shift();
    const sorted = [...recent].sort((a, b) => a - b);
    report(sorted[Math.floor(sorted.length / 2)]!);
  };
  return () => {
    renderer.render = original;
  };
}
