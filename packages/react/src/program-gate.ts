import { Mesh, PlaneGeometry, type Camera, type Scene, type ShaderMaterial, type WebGLRenderer } from 'three';
import { FoilMaterial, compileWithoutStall, loadStaticBake, programKey } from '@foilkit/core';

interface Compile {
  readonly done: Promise<void>;
  /** three's program, once compiled: ready while the renderer still holds it. */
  program?: object | undefined;
}

/** Programs compiled (or compiling) per renderer, by what three keys a program on. */
const compiles = new WeakMap<WebGLRenderer, Map<string, Compile>>();
/** Without parallel compile, one program at a time: the last one queued, per renderer. */
const queues = new WeakMap<WebGLRenderer, Promise<void>>();
let probeGeometry: PlaneGeometry | null = null;

/** A compile whose program three has since released (its last card left, the context was lost) is gone. */
function live(gl: WebGLRenderer, material: ShaderMaterial): Compile | undefined {
  const byKey = compiles.get(gl);
  const key = programKey(material);
  const c = byKey?.get(key);
  if (c?.program && !gl.info.programs?.includes(c.program as never)) byKey!.delete(key);
  return byKey?.get(key);
}

/** Whether this material's program is compiled, linked and still held on this renderer. */
export function programReady(gl: WebGLRenderer, material: ShaderMaterial): boolean {
  return live(gl, material)?.program !== undefined;
}

/**
 * Compiles a material's program off the critical path (renderer.compileAsync: the browser
 * compiles in parallel where it has KHR_parallel_shader_compile; without it, one program per
 * task, so frames run between them) and resolves once it can be drawn without a stall. Each program is compiled once per renderer while any card holds it:
 * later cards of a ready recipe resolve at once. A program that fails still resolves; its
 * first draw reports it.
 */
export function compileProgram(
  gl: WebGLRenderer,
  material: ShaderMaterial,
  camera: Camera,
  scene: Scene,
): Promise<void> {
  // A card draws its baked program once the bake's chunk is here (it starts loading with the
  // first material): wait for it and let the card choose, so what compiles is what is drawn.
  return loadStaticBake()
    .catch(() => undefined)
    .then(() => {
      if (material instanceof FoilMaterial) material.prepareBake(gl);
      return compileChosen(gl, material, camera, scene);
    });
}

function compileChosen(
  gl: WebGLRenderer,
  material: ShaderMaterial,
  camera: Camera,
  scene: Scene,
): Promise<void> {
  const running = live(gl, material);
  if (running) return running.done;
  let byKey = compiles.get(gl);
  if (!byKey) compiles.set(gl, (byKey = new Map()));
  // Module-wide and never disposed, like three's own shared quads: four vertices.
  probeGeometry ??= new PlaneGeometry(1, 1);
  const geometry = probeGeometry;
  // Asks for the link result (three's first use: info log, uniform locations) in a task of its
  // own. Without KHR_parallel_shader_compile, three counts a program ready at once and this
  // wait would otherwise fall inside the frame that first draws it.
  const firstUse = () =>
    new Promise<void>((resolve) =>
      setTimeout(() => {
        const program = (gl.properties.get(material) as { currentProgram?: { getUniforms(): unknown } })
          .currentProgram;
        program?.getUniforms();
        c.program = program ?? {};
        resolve();
      }),
    );
  // Core's policy (compileWithoutStall) compiles it in a task of its own and waits for the
  // GPU, so asking for the link finds it done instead of stalling the page.
  const compile = () =>
    compileWithoutStall(gl, new Mesh(geometry, material), camera, scene).then(firstUse, firstUse);
  const parallel = gl.extensions.has('KHR_parallel_shader_compile');
  // Without parallel compile, one program after another: each card's first frame of foil
  // comes as soon as its own program is ready, not after every queued one.
  const c: Compile = {
    done: parallel ? compile() : (queues.get(gl) ?? Promise.resolve()).then(compile),
  };
  if (!parallel) queues.set(gl, c.done);
  byKey.set(programKey(material), c);
  return c.done;
}
