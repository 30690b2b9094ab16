import {
  ClampToEdgeWrapping,
  Vector3,
  Vector4,
  HalfFloatType,
  LinearFilter,
  Mesh,
  NoBlending,
  OrthographicCamera,
  PlaneGeometry,
  Scene,
  ShaderMaterial,
  WebGLRenderTarget,
  type IUniform,
  type BufferGeometry,
  type Camera,
  type Object3D,
  type Texture,
  type Vector2,
  type WebGLRenderer,
} from 'three';
import { CARD_ASPECT } from '../contract/law-constants.js';
import { STATIC_TERM_INPUTS } from '../contract/static-inputs.js';
import { BAKE_FRAGMENT_SHADER, BAKE_VERTEX_SHADER } from '../glsl/bake-program.js';
import { BAKE_WIDTH_RULE } from './bake-option.js';

/** Each input's last baked value, in a fixed slot of 4 numbers: allocation-free per frame. */
const SLOTS = 4;

let quad: { scene: Scene; camera: OrthographicCamera; mesh: Mesh } | null = null;
function bakeQuad() {
  if (!quad) {
    // Module-wide and never disposed: four vertices that every bake shares.
    const mesh = new Mesh(new PlaneGeometry(2, 2));
    mesh.frustumCulled = false;
    const scene = new Scene();
    scene.add(mesh);
    quad = { scene, camera: new OrthographicCamera(), mesh };
  }
  return quad;
}

const warmed = new WeakSet<WebGLRenderer>();
/**
 * Starts the compile of the bake program (one for every card) on `renderer`, keyed as the bake
 * itself will draw it (into a render target), so that the first bake finds it linked instead of
 * compiling it inside a frame. Once per renderer; its material is kept so three keeps the program.
 */
export function compileBakeProgram(renderer: WebGLRenderer): void {
  if (warmed.has(renderer)) return;
  warmed.add(renderer);
  const { mesh, camera } = bakeQuad();
  const target = new WebGLRenderTarget(1, 1, { type: HalfFloatType, depthBuffer: false });
  mesh.material = bakeMaterial({});
  try {
    restoringTarget(renderer, () => {
      renderer.setRenderTarget(target);
      renderer.compile(mesh, camera);
    });
  } finally {
    target.dispose();
  }
}

/** The bake program over `uniforms` (a card's own uniform objects, or none just to compile). */
function bakeMaterial(uniforms: Readonly<Record<string, IUniform>>): ShaderMaterial {
  return new ShaderMaterial({
    vertexShader: BAKE_VERTEX_SHADER,
    fragmentShader: BAKE_FRAGMENT_SHADER,
    uniforms: { ...uniforms, uBakeLayer: { value: 0 } },
    blending: NoBlending,
    depthTest: false,
    depthWrite: false,
  });
}

const savedViewport = new Vector4();
const savedScissor = new Vector4();
/**
 * Runs `draw` (which binds render targets of its own), then binds the caller's target again.
 * Back on the canvas three floors the viewport and scissor, where setViewport rounds them: a
 * card drawn right after its bake into a fractional view (a FoilCollection cell) would land a
 * pixel off, so they are set again the way the caller set them.
 */
function restoringTarget(renderer: WebGLRenderer, draw: () => void): void {
  const previous = renderer.getRenderTarget();
  const face = renderer.getActiveCubeFace();
  const mip = renderer.getActiveMipmapLevel();
  renderer.getViewport(savedViewport);
  renderer.getScissor(savedScissor);
  try {
    draw();
  } finally {
    renderer.setRenderTarget(previous, face, mip);
    if (previous === null) {
      renderer.setViewport(savedViewport);
      renderer.setScissor(savedScissor);
    }
  }
}

const support = new WeakMap<WebGLRenderer, boolean>();
/** Half-float colour attachments need EXT_color_buffer_float (or its half-float sibling). */
export function canBake(renderer: WebGLRenderer): boolean {
  let ok = support.get(renderer);
  if (ok === undefined) {
    ok = renderer.capabilities.isWebGL2 && renderer.extensions.has('EXT_color_buffer_float');
    support.set(renderer, ok);
  }
  return ok;
}

/**
 * One card's static terms in one texture: the terms layer, plus an etch layer beside it while
 * the etch plate is on. Re-rendered only when an input in STATIC_TERM_INPUTS changes.
 */
export class StaticBake {
  private target: WebGLRenderTarget | null = null;
  private readonly material: ShaderMaterial;
  private readonly seen = new Float64Array(STATIC_TERM_INPUTS.length * SLOTS).fill(Number.NaN);
  /** Bakes so far (tests and benchmarks read it). */
  count = 0;

  constructor(
    private readonly uniforms: Readonly<Record<string, IUniform>>,
    private readonly width: number | undefined,
  ) {
    // The card's own uniform objects: the bake always reads the values the card draws with.
    this.material = bakeMaterial(uniforms);
  }

  /**
   * Brings the bake up to date for this draw of the card and points the card's bake uniforms
   * at it: three calls FoilMaterial.onBeforeRender, which calls this, before every draw.
   */
  sync(renderer: WebGLRenderer, camera: Camera, geometry: BufferGeometry, object: Object3D): void {
    const texture = this.update(renderer, screenWidth(renderer, camera, geometry, object));
    this.uniforms.uBakeTex!.value = texture;
    this.writeLayout(this.uniforms.uBakeLayout!.value as Vector2);
  }

  /**
   * The bake texture, re-baked first if an input changed since the last bake or the card is
   * now drawn wider than its bake (`screenWidth`, device pixels).
   */
  update(renderer: WebGLRenderer, screenWidth: number): Texture {
    const changed = this.inputsChanged();
    const width = this.wanted(screenWidth);
    if (!this.target || changed || width > this.bakedWidth) {
      this.bakedWidth = Math.max(width, this.bakedWidth);
      this.bake(renderer);
    }
    return this.target!.texture;
  }

  private bakedWidth = 0;

  private wanted(screenWidth: number): number {
    if (this.width !== undefined) return this.width;
    const image = (this.uniforms.uFace?.value as Texture | null)?.image as { width?: number } | null;
    const scan = image?.width ?? BAKE_WIDTH_RULE.max;
    const onScreen = Math.ceil(Math.max(screenWidth, 1) / BAKE_WIDTH_RULE.step) * BAKE_WIDTH_RULE.step;
    return Math.max(1, Math.min(onScreen, scan, BAKE_WIDTH_RULE.max));
  }

  /** Writes the share of the texture's width the terms layer takes, and half a texel in u. */
  writeLayout(out: Vector2): void {
    const t = this.target;
    if (t) out.set(this.etchOn() ? 0.5 : 1, 0.5 / t.width);
    else out.set(1, 0);
  }

  /** Bytes of GPU memory the bake texture holds (RGBA, 16-bit float). */
  bytes(): number {
    return this.target ? this.target.width * this.target.height * 8 : 0;
  }

  dispose(): void {
    this.target?.dispose();
    this.target = null;
    this.material.dispose();
  }

  private etchOn(): boolean {
    return (this.uniforms.uEtchOn?.value as number) > 0.5;
  }

  /** Compares every input with its last baked value, recording the new ones. */
  private inputsChanged(): boolean {
    let changed = false;
    for (let i = 0; i < STATIC_TERM_INPUTS.length; i++) {
      const value = this.uniforms[STATIC_TERM_INPUTS[i]!]?.value as number | Vector4 | Texture | null;
      const at = i * SLOTS;
      let a = 0;
      let b = 0;
      let c = 0;
      let d = 0;
      if (typeof value === 'number') a = value;
      else if (value && 'isTexture' in value) {
        a = value.id;
        b = value.version;
      } else if (value) {
        a = value.x;
        b = value.y;
        c = value.z ?? 0;
        d = value.w ?? 0;
      }
      const s = this.seen;
      if (s[at] !== a || s[at + 1] !== b || s[at + 2] !== c || s[at + 3] !== d) {
        s[at] = a;
        s[at + 1] = b;
        s[at + 2] = c;
        s[at + 3] = d;
        changed = true;
      }
    }
    return changed;
  }

  private bake(renderer: WebGLRenderer): void {
    const w = this.bakedWidth;
    const h = Math.round(w * CARD_ASPECT);
    const layers = this.etchOn() ? 2 : 1;
    if (!this.target) {
      this.target = new WebGLRenderTarget(w * layers, h, {
        type: HalfFloatType,
        minFilter: LinearFilter,
        magFilter: LinearFilter,
        wrapS: ClampToEdgeWrapping,
        wrapT: ClampToEdgeWrapping,
        depthBuffer: false,
        generateMipmaps: false,
      });
    } else if (this.target.width !== w * layers || this.target.height !== h) {
      this.target.setSize(w * layers, h);
    }
    const { scene, camera, mesh } = bakeQuad();
    mesh.material = this.material;
    const target = this.target;
    const autoClear = renderer.autoClear;
    const autoReset = renderer.info.autoReset;
    const xr = renderer.xr.enabled;
    renderer.autoClear = false;
    renderer.info.autoReset = false;
    renderer.xr.enabled = false;
    try {
      restoringTarget(renderer, () => {
        for (let layer = 0; layer < layers; layer++) {
          target.viewport.set(layer * w, 0, w, h);
          target.scissorTest = false;
          this.material.uniforms.uBakeLayer!.value = layer;
          renderer.setRenderTarget(target);
          renderer.render(scene, camera);
        }
      });
    } finally {
      target.viewport.set(0, 0, w * layers, h);
      renderer.autoClear = autoClear;
      renderer.info.autoReset = autoReset;
      renderer.xr.enabled = xr;
    }
    this.count++;
  }
}

const edge = new Vector3();
const other = new Vector3();
const viewport = new Vector4();
/** The card's width as drawn now, in device pixels: its wider projected axis (height over aspect). */
function screenWidth(
  renderer: WebGLRenderer,
  camera: Camera,
  geometry: BufferGeometry,
  object: Object3D,
): number {
  if (!geometry.boundingBox) geometry.computeBoundingBox();
  const box = geometry.boundingBox!;
  renderer.getCurrentViewport(viewport);
  const span = (ax: number, ay: number, bx: number, by: number) => {
    edge.set(ax, ay, 0).applyMatrix4(object.matrixWorld).project(camera);
    other.set(bx, by, 0).applyMatrix4(object.matrixWorld).project(camera);
    return Math.hypot(((edge.x - other.x) * viewport.z) / 2, ((edge.y - other.y) * viewport.w) / 2);
  };
  const midY = (box.min.y + box.max.y) / 2;
  const midX = (box.min.x + box.max.x) / 2;
  const across = span(box.min.x, midY, box.max.x, midY);
  const down = span(midX, box.min.y, midX, box.max.y) / CARD_ASPECT;
  return Number.isFinite(across + down) ? Math.max(across, down) : 0;
}
