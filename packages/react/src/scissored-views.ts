import { Color, Scene, type Camera, type PerspectiveCamera, type WebGLRenderer } from 'three';
import type { RedrawRequest } from './collection-context.js';
import {
  backingSizeInto,
  copySlot,
  quantizeScale,
  SlotPacker,
  type MutableSize,
  type Size,
  type Slot,
} from './redraw-plan.js';

/**
 * One card's view: its own scene and camera, drawn in the shared WebGL context and presented
 * through a 2D canvas of its own, in the card's place in the DOM. The browser then composites
 * it like any image: stacking, clipping, transforms, visibility and the site's own overlays.
 */
export class ViewEntry {
  /** Null until the card's canvas and portal exist; the view is skipped until then. */
  canvas: HTMLCanvasElement | null = null;
  private context: CanvasRenderingContext2D | null = null;
  private image: ImageData | null = null;
  private imageBytes: Uint8Array | null = null;
  camera: (() => Camera) | null = null;
  readonly scene = new Scene();
  /** Its content changed: draw it again at the next frame where it is on screen. */
  dirty = true;
  /** Screen scale from its ancestors' transforms (quantized). */
  scale = 1;
  measured = false;
  /** Its local layout size, and the pixels it is drawn at: rewritten each frame, never reallocated. */
  readonly css: MutableSize = { width: 0, height: 0 };
  readonly backing: MutableSize = { width: 1, height: 1 };

  readonly mark = (): void => {
    this.dirty = true;
  };

  setCamera(camera: () => Camera): void {
    this.camera = camera;
  }

  /** The card canvas's 2D context at the slot's size (a resize clears it). */
  private target(slot: Slot<ViewEntry>): CanvasRenderingContext2D | null {
    const canvas = this.canvas!;
    if (canvas.width !== slot.width || canvas.height !== slot.height) {
      canvas.width = slot.width;
      canvas.height = slot.height;
      this.context = null;
    }
    // A canvas kept in memory, not on the GPU: putImageData is then one copy on the main thread.
    // An accelerated canvas would queue an upload per card in the GPU process, behind which the
    // next WebGL frame waits: about 10 ms of a 36-card frame on SwiftShader (docs/BENCHMARKS.md).
    this.context ??= canvas.getContext('2d', { willReadFrequently: true });
    return this.context;
  }

  /** Puts this frame's pixels on the card's own canvas, from a read of the work canvas. */
  present(source: Uint8Array, stride: number, slot: Slot<ViewEntry>): void {
    if (!this.target(slot)) return;
    const context = this.context!;
    if (!this.image || this.image.width !== slot.width || this.image.height !== slot.height) {
      this.image = context.createImageData(slot.width, slot.height);
      const data = this.image.data;
      this.imageBytes = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    }
    copySlot(source, stride, slot, this.image.data, this.imageBytes!);
    context.putImageData(this.image, 0, 0);
  }
}

const clearColor = new Color();
const backingOf = (entry: ViewEntry): Size => entry.backing;
// three floors viewport * pixel ratio: a quarter pixel over keeps whole device pixels exact.
const toCss = (px: number, ratio: number): number => (px + 0.25) / ratio;

/** The linear scale an element's ancestors' CSS transforms give it (1 without transforms). */
function screenScale(el: Element): number {
  let a = 1;
  let b = 0;
  let c = 0;
  let d = 1;
  for (let node: Element | null = el; node; node = node.parentElement) {
    const t = getComputedStyle(node).transform;
    if (!t || t === 'none') continue;
    const m = new DOMMatrixReadOnly(t);
    // Outer transforms apply after inner ones: M = node * M (2D linear part only).
    [a, b, c, d] = [m.a * a + m.c * b, m.b * a + m.d * b, m.a * c + m.c * d, m.b * c + m.d * d];
  }
  return Math.sqrt(Math.abs(a * d - b * c));
}

const byCollection = new WeakMap<RedrawRequest, ScissoredViews>();
/** The views of the collection that owns `request`. */
export function viewsFor(request: RedrawRequest): ScissoredViews {
  let views = byCollection.get(request);
  if (!views) byCollection.set(request, (views = new ScissoredViews(request)));
  return views;
}

/**
 * The views of one collection. A frame draws the cards that changed (and are on screen), each
 * scissored into a slot of the shared, hidden work canvas, reads those slots back once, and puts
 * each card's pixels on its own canvas. A card that did not change is not touched: its canvas
 * keeps its pixels, wherever the page moves, clips or hides it.
 */
export class ScissoredViews {
  private readonly entries = new Set<ViewEntry>();
  private readback = new Uint8Array(0);
  private readonly buffer: MutableSize = { width: 0, height: 0 };
  private readonly todo: ViewEntry[] = [];
  private readonly packer = new SlotPacker<ViewEntry>();
  /** Draw calls, batches and copies of the last frame (tests and benchmarks read them). */
  readonly last = { draws: 0, batches: 0, full: false };

  constructor(private readonly request: RedrawRequest) {}

  /** Presents `entry` through `canvas` from the next frame on; returns its removal. */
  add(entry: ViewEntry, canvas: HTMLCanvasElement): () => void {
    entry.canvas = canvas;
    entry.dirty = true;
    this.entries.add(entry);
    return () => {
      this.entries.delete(entry);
    };
  }

  render(gl: WebGLRenderer): void {
    const ratio = gl.getPixelRatio();
    const buffer = this.buffer;
    buffer.width = gl.domElement.width;
    buffer.height = gl.domElement.height;
    const all = this.request.all;
    const measure = all || this.request.measure;
    // Every frame reuses these (a moving card must not make garbage): see SlotPacker.
    const todo = this.todo;
    todo.length = 0;
    for (const entry of this.entries) {
      const canvas = entry.canvas;
      if (!canvas || !entry.camera || !canvas.isConnected) continue;
      // The local (untransformed) layout size: the browser applies rotation, scale and skew.
      const css = entry.css;
      css.width = canvas.offsetWidth;
      css.height = canvas.offsetHeight;
      // Not laid out (display: none somewhere above): nothing to draw until it is.
      if (css.width <= 0 || css.height <= 0) continue;
      // Measured when asked (a resize, a reflow, an inspect lift) and on a card's first draw, not
      // on every frame a card moves: a transform above it changes its sharpness, not its place.
      if (measure || !entry.measured) {
        entry.scale = quantizeScale(screenScale(canvas));
        entry.measured = true;
      }
      const size = backingSizeInto(css, ratio * entry.scale, buffer, entry.backing);
      if (!entry.dirty && !all && size.width === canvas.width && size.height === canvas.height) continue;
      // Off screen it waits (still dirty): a scroll asks for a frame, and it is drawn then.
      const r = canvas.getBoundingClientRect();
      if (r.right <= 0 || r.bottom <= 0 || r.left >= innerWidth || r.top >= innerHeight) continue;
      todo.push(entry);
    }
    this.last.full = all;
    this.last.draws = 0;
    this.last.batches = 0;
    this.request.all = false;
    this.request.measure = false;
    if (!todo.length) return;

    const autoClear = gl.autoClear;
    gl.autoClear = false;
    gl.setRenderTarget(null);
    // three sets the GL clear colour only inside render(); an earlier render (a bake into its
    // target) may have left another one.
    gl.setClearColor(gl.getClearColor(clearColor), gl.getClearAlpha());
    const ctx = gl.getContext();
    const packer = this.packer;
    packer.pack(todo, backingOf, buffer);
    for (let b = 0, start = 0; b < packer.batches; start = packer.batchEnd(b), b++) {
      const end = packer.batchEnd(b);
      gl.setScissorTest(true);
      for (let i = start; i < end; i++) {
        const slot = packer.slot(i);
        const entry = slot.view;
        const camera = entry.camera!();
        const aspect = entry.css;
        const perspective = camera as PerspectiveCamera;
        if (perspective.isPerspectiveCamera && perspective.aspect !== aspect.width / aspect.height) {
          perspective.aspect = aspect.width / aspect.height;
          perspective.updateProjectionMatrix();
        }
        gl.setViewport(
          toCss(slot.x, ratio),
          toCss(slot.y, ratio),
          toCss(slot.width, ratio),
          toCss(slot.height, ratio),
        );
        gl.setScissor(
          toCss(slot.x, ratio),
          toCss(slot.y, ratio),
          toCss(slot.width, ratio),
          toCss(slot.height, ratio),
        );
        gl.clear(true, true, true);
        gl.render(entry.scene, camera);
        this.last.draws++;
      }
      gl.setScissorTest(false);
      // A bake inside render() restores its own target; make sure the read is of the canvas.
      gl.setRenderTarget(null);
      const extent = packer.extent(b);
      // One read of the slots (not drawImage of the WebGL canvas, which resolves and snapshots
      // all of it first: about 8 ms here even for one small card, against 0.5 ms for its read).
      const bytes = extent.width * extent.height * 4;
      if (this.readback.length < bytes) this.readback = new Uint8Array(bytes);
      ctx.readPixels(0, 0, extent.width, extent.height, ctx.RGBA, ctx.UNSIGNED_BYTE, this.readback);
      for (let i = start; i < end; i++) {
        const slot = packer.slot(i);
        slot.view.present(this.readback, extent.width, slot);
        slot.view.dirty = false;
      }
      this.last.batches++;
    }
    gl.setViewport(0, 0, buffer.width / ratio, buffer.height / ratio);
    gl.autoClear = autoClear;
  }
}
