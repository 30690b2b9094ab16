import {
  Vector2,
  Vector3,
  Vector4,
  type Camera,
  type Material,
  type Mesh,
  type Object3D,
  type Scene,
  type WebGLRenderer,
} from 'three';
import { loadStaticBake } from './bake-loader.js';
import { FoilMaterial } from './foil-material.js';

/** Waits for the next macrotask: the page can paint and take input in between. */
const nextTask = (ms = 0) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Waits, without blocking the page, until the GPU has run everything issued so far (a WebGL2
 * fence, polled between tasks), so that the next call that must wait for the GPU (a program's
 * first use, say) finds nothing queued in front of it. On WebGL1, the next task.
 */
export async function whenGpuIdle(renderer: WebGLRenderer): Promise<void> {
  const gl = renderer.getContext();
  if (!('fenceSync' in gl)) return nextTask();
  const fence = gl.fenceSync(gl.SYNC_GPU_COMMANDS_COMPLETE, 0);
  if (!fence) return nextTask();
  gl.flush();
  try {
    do await nextTask(4);
    while (gl.getSyncParameter(fence, gl.SYNC_STATUS) !== gl.SIGNALED && !gl.isContextLost());
  } finally {
    gl.deleteSync(fence);
  }
}

/**
 * The compile policy, in one place: compiles the programs `object` needs without a long task.
 * three's `compileAsync`, which with KHR_parallel_shader_compile compiles off the main thread;
 * without it three would compile and link in the calling task, so the call gets a task of its
 * own and the browser's GPU process compiles while the page runs. Either way it resolves once a WebGL2
 * fence says the GPU is done, so the program's first use waits for nothing. Calls made together
 * each start in their own task and wait on their fences together.
 */
export async function compileWithoutStall(
  renderer: WebGLRenderer,
  object: Object3D,
  camera: Camera,
  targetScene: Scene | null = null,
): Promise<void> {
  // Without the extension three's compileAsync compiles at once, on this task: give it its own.
  if (!renderer.extensions.has('KHR_parallel_shader_compile')) await nextTask();
  await renderer.compileAsync(object, camera, targetScene);
  await whenGpuIdle(renderer);
}

/** What three keys a material's program on, near enough to compile each program once. */
export function programKey(material: Material): string {
  const m = material as Material & { vertexShader?: string; fragmentShader?: string; defines?: object };
  return `${material.type}\n${JSON.stringify(m.defines ?? {})}\n${m.vertexShader}\n${m.fragmentShader}`;
}

/** Main-thread time one task may spend before it yields (about a frame). */
const SLICE_MS = 12;

/**
 * Gets a scene's foil cards ready to draw without one long freeze of the page: compiles every
 * program and bakes every card, a task at a time. Meanwhile the caller keeps showing the plain
 * scans (other meshes, or the cards' previous materials), then swaps the foil in.
 *
 * Programs: each distinct one through compileWithoutStall, on one card that uses it (three's
 * source assembly is main-thread work, so each starts in a task of its own), all at once.
 * Bakes: each card is drawn once, clipped to the one canvas pixel under its centre, which runs
 * its bake at its real size on screen and builds the driver's pipeline for its program (a 0x0
 * scissor draws nothing and builds nothing; a render target would key different programs).
 * That pixel is the card's own: the frame that swaps the foil in draws it again.
 */
export async function prepareFoilCards(
  renderer: WebGLRenderer,
  scene: Object3D,
  camera: Camera,
): Promise<void> {
  // Cards compile the program they will draw with: the baked one once the bake's code is here.
  await loadStaticBake().catch(() => undefined);
  scene.traverseVisible((object) => {
    for (const material of ([] as Material[]).concat((object as Mesh).material ?? []))
      if (material instanceof FoilMaterial) material.prepareBake(renderer);
  });
  const cards: Mesh[] = [];
  scene.traverseVisible((object) => {
    const mesh = object as Mesh;
    if (mesh.isMesh && ([] as Material[]).concat(mesh.material).some(isShaderMaterial)) cards.push(mesh);
  });
  const programs = new Map<string, Mesh>();
  for (const card of cards)
    for (const material of ([] as Material[]).concat(card.material))
      if (!programs.has(programKey(material))) programs.set(programKey(material), card);
  await Promise.all([...programs.values()].map((card) => compileWithoutStall(renderer, card, camera)));
  let sliceStart = -Infinity;
  for (const card of cards) {
    if (performance.now() - sliceStart > SLICE_MS) {
      await whenGpuIdle(renderer);
      sliceStart = performance.now();
    }
    drawClipped(renderer, card, camera);
  }
  // The last slice's bakes finish before the caller's swap frame is queued behind them.
  await whenGpuIdle(renderer);
}

function isShaderMaterial(material: Material): boolean {
  return (material as Material & { isShaderMaterial?: boolean }).isShaderMaterial === true;
}

const scissor = new Vector4();
const centre = new Vector3();
const size = new Vector2();
/** One draw of `object` on the canvas, clipped to the pixel under its centre. */
function drawClipped(renderer: WebGLRenderer, object: Object3D, camera: Camera): void {
  object.updateWorldMatrix(true, false);
  centre.setFromMatrixPosition(object.matrixWorld).project(camera);
  renderer.getSize(size);
  const x = Math.min(Math.max(Math.floor(((centre.x + 1) / 2) * size.x), 0), Math.max(size.x - 1, 0));
  const y = Math.min(Math.max(Math.floor(((centre.y + 1) / 2) * size.y), 0), Math.max(size.y - 1, 0));
  renderer.getScissor(scissor);
  const scissorTest = renderer.getScissorTest();
  const autoClear = renderer.autoClear;
  const target = renderer.getRenderTarget();
  try {
    renderer.autoClear = false;
    renderer.setRenderTarget(null);
    renderer.setScissorTest(true);
    renderer.setScissor(x, y, 1, 1);
    renderer.render(object, camera);
  } finally {
    renderer.setScissor(scissor);
    renderer.setScissorTest(scissorTest);
    renderer.autoClear = autoClear;
    renderer.setRenderTarget(target);
  }
}
