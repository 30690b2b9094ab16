import {
  Box3,
  Color,
  Scene,
  Vector2,
  Vector3,
  type Camera,
  type PerspectiveCamera,
  type WebGLRenderer,
} from 'three';
import { requestFullRedraw, type RedrawRequest } from './collection-context.js';
import { intersect, planRedraw, snapOut, type Box, type PlanView } from './redraw-plan.js';

/** One card's view: its own scene and camera, drawn into the box of a DOM element. */
export class ViewEntry {
  /** Null until the card's DOM box and portal exist; the view is skipped until then. */
  track: HTMLElement | null = null;
  camera: (() => Camera) | null = null;
  readonly scene = new Scene();
  /** Its content changed: draw it again next frame. */
  dirty = true;
  /** Where it was last drawn (null: not on the canvas). */
  box: Box | null = null;
  ink: Box | null = null;

  constructor(
    /** Drawing order: higher draws later (above). */
    public index: number,
  ) {}

  readonly mark = (): void => {
    this.dirty = true;
  };

  setCamera(camera: () => Camera): void {
    this.camera = camera;
  }

  setIndex(index: number): void {
    if (index === this.index) return;
    this.index = index;
    this.dirty = true;
  }
}

const bounds = new Box3();
const corner = new Vector3();
const size = new Vector2();
const clearColor = new Color();

function sameBox(a: Box | null, b: Box | null): boolean {
  return (
    a === b ||
    (!!a && !!b && a.left === b.left && a.top === b.top && a.width === b.width && a.height === b.height)
  );
}

/** The pixels a view's content covers in its box: its scene's bounds, projected. */
function inkOf(entry: ViewEntry, camera: Camera, box: Box): Box | null {
  const aspect = box.width / box.height;
  const perspective = camera as PerspectiveCamera;
  if (perspective.isPerspectiveCamera && perspective.aspect !== aspect) {
    perspective.aspect = aspect;
    perspective.updateProjectionMatrix();
  }
  entry.scene.updateMatrixWorld();
  camera.updateMatrixWorld();
  bounds.setFromObject(entry.scene);
  if (bounds.isEmpty()) return null;
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (let i = 0; i < 8; i++) {
    corner
      .set(
        i & 1 ? bounds.max.x : bounds.min.x,
        i & 2 ? bounds.max.y : bounds.min.y,
        i & 4 ? bounds.max.z : bounds.min.z,
      )
      .project(camera);
    x0 = Math.min(x0, corner.x);
    x1 = Math.max(x1, corner.x);
    y0 = Math.min(y0, corner.y);
    y1 = Math.max(y1, corner.y);
  }
  const ink = {
    left: box.left + ((x0 + 1) / 2) * box.width,
    top: box.top + ((1 - y1) / 2) * box.height,
    width: ((x1 - x0) / 2) * box.width,
    height: ((y1 - y0) / 2) * box.height,
  };
  // The viewport's scissor clips anything beyond the box.
  return intersect(snapOut(ink), box);
}

const byCollection = new WeakMap<RedrawRequest, ScissoredViews>();
/** The views of the collection that owns `request`. */
export function viewsFor(request: RedrawRequest): ScissoredViews {
  let views = byCollection.get(request);
  if (!views) byCollection.set(request, (views = new ScissoredViews(request)));
  return views;
}

/**
 * The views of one shared canvas, drawn with scissored redraws into a preserved drawing buffer:
 * a frame redraws only what changed (a moving card, and whatever overlaps where it was and
 * is); everything else stays on the canvas from earlier frames.
 */
export class ScissoredViews {
  private readonly entries = new Set<ViewEntry>();
  /** Views removed since the last frame: where they were must be cleared. */
  private readonly gone: ViewEntry[] = [];
  private bufferSize = '';
  /** Draw calls and passes of the last frame (tests and benchmarks read them). */
  readonly last = { draws: 0, passes: 0, full: false };

  /** Draws `entry` into the box of `track` from the next frame on; returns its removal. */
  add(entry: ViewEntry, track: HTMLElement): () => void {
    entry.track = track;
    this.entries.add(entry);
    // Back before its removal was drawn (StrictMode runs effects twice): it is live, not gone.
    const i = this.gone.indexOf(entry);
    if (i >= 0) this.gone.splice(i, 1);
    entry.dirty = true;
    return () => {
      if (this.entries.delete(entry)) this.gone.push(entry);
    };
  }

  constructor(private readonly request: RedrawRequest) {}

  render(gl: WebGLRenderer): void {
    const canvasBox = gl.domElement.getBoundingClientRect();
    gl.getSize(size);
    const canvas: Box = { left: 0, top: 0, width: size.x, height: size.y };
    // A resized drawing buffer starts blank.
    const buffer = `${gl.domElement.width}x${gl.domElement.height}`;
    if (buffer !== this.bufferSize) requestFullRedraw(this.request);
    this.bufferSize = buffer;

    const plan: PlanView<ViewEntry>[] = [];
    for (const entry of this.entries) {
      if (!entry.track || !entry.camera) continue;
      const r = entry.track.getBoundingClientRect();
      const placed = {
        left: r.left - canvasBox.left,
        top: r.top - canvasBox.top,
        width: r.width,
        height: r.height,
      };
      const box = r.width > 0 && r.height > 0 && intersect(placed, canvas) ? placed : null;
      const dirty = entry.dirty || !sameBox(box, entry.box);
      const ink = box && (dirty || this.request.all) ? inkOf(entry, entry.camera(), box) : box && entry.ink;
      plan.push({ view: entry, box, ink, previousInk: entry.ink, dirty, index: entry.index });
    }
    for (const entry of this.gone.splice(0))
      plan.push({
        view: entry,
        box: null,
        ink: null,
        previousInk: entry.ink,
        dirty: true,
        index: entry.index,
      });

    const passes = planRedraw(plan, canvas, this.request.all);
    this.last.full = this.request.all || (passes.length === 1 && passes[0]!.region === canvas);
    this.last.passes = passes.length;
    this.last.draws = 0;
    const autoClear = gl.autoClear;
    gl.autoClear = false;
    gl.setScissorTest(true);
    // three sets the GL clear colour only inside render(); an earlier render (a bake into its
    // target) may have left another one.
    gl.setClearColor(gl.getClearColor(clearColor), gl.getClearAlpha());
    const placed = new Map(plan.map((p) => [p.view, p]));
    for (const { region, draws } of passes) {
      this.scissor(gl, region, canvas);
      gl.clear(true, true, true);
      for (const entry of draws) {
        const box = placed.get(entry)!.box!;
        const visible = intersect(region, box);
        if (!visible) continue;
        gl.setViewport(box.left, canvas.height - box.top - box.height, box.width, box.height);
        this.scissor(gl, visible, canvas);
        gl.render(entry.scene, entry.camera!());
        this.last.draws++;
      }
    }
    gl.setScissorTest(false);
    gl.setViewport(0, 0, canvas.width, canvas.height);
    gl.autoClear = autoClear;

    for (const p of plan) {
      p.view.box = p.box;
      p.view.ink = p.ink;
      p.view.dirty = false;
    }
    this.request.all = false;
  }

  private scissor(gl: WebGLRenderer, b: Box, canvas: Box): void {
    gl.setScissor(b.left, canvas.height - b.top - b.height, b.width, b.height);
  }
}
