// The one shared canvas: every visible card is drawn into its own viewport + scissor rect of a
// single WebGLRenderer, because a page may hold only 16 WebGL contexts.
import { Mesh, OrthographicCamera, PlaneGeometry, Scene, WebGLRenderer } from 'three';
import { disposeMaterials } from './materials.js';
import type { CardSlot } from './slot.js';

import { CARD_ASPECT } from '@foilkit/core/contract';
/**
 * Per-frame drawing budget. A real GPU draws every card well inside it; on software GL a card
 * costs ~30 ms and a new program ~0.4 s, so the rest are drawn on the following frames and
 * their plain scans stay visible meanwhile.
 */
const FRAME_BUDGET_MS = 40;

export interface StageHooks {
  /** WebGL is missing or the context was lost: show plain scans. */
  onUnavailable(reason: string): void;
  /** The context came back and the stage rebuilt itself. */
  onRestored(): void;
  /** After each frame that moved something, for the tilt readout. */
  onFrame(active: CardSlot | null): void;
}

export class Stage {
  private canvas: HTMLCanvasElement;
  private renderer: WebGLRenderer | null = null;
  private readonly camera = new OrthographicCamera(-0.5, 0.5, CARD_ASPECT / 2, -CARD_ASPECT / 2, -1, 1);
  private readonly mesh = new Mesh(new PlaneGeometry(1, CARD_ASPECT));
  private readonly scene = new Scene();
  private slots: readonly CardSlot[] = [];
  private frame = 0;
  private lastTime = 0;
  private clearAll = true;
  private size: [number, number] = [0, 0];
  private shaderError: string | null = null;
  private readonly brokenRecipes = new Map<string, string>();
  private readonly reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
  /** The card under the pointer or with focus: drawn first, shown in the readout. */
  active: CardSlot | null = null;

  constructor(
    private readonly host: HTMLElement,
    private readonly hooks: StageHooks,
  ) {
    this.scene.add(this.mesh);
    this.mesh.frustumCulled = false;
    this.canvas = this.createCanvas();
    addEventListener('resize', () => this.invalidate(), { passive: true });
    addEventListener('scroll', () => this.invalidate(), { passive: true });
  }

  get available(): boolean {
    return this.renderer !== null;
  }

  setSlots(slots: readonly CardSlot[]): void {
    this.slots = slots;
    this.active = null;
    this.invalidate();
  }

  /** Everything moved (scroll, resize, layout, global uniform): clear and redraw every card. */
  invalidate(): void {
    this.clearAll = true;
    this.request();
  }

  /** Something changed for one card (tilt target, texture ready). */
  request(): void {
    if (this.frame || !this.renderer) return;
    this.frame = requestAnimationFrame((t) => this.draw(t));
  }

  private createCanvas(): HTMLCanvasElement {
    const canvas = document.createElement('canvas');
    canvas.className = 'stage';
    canvas.setAttribute('aria-hidden', 'true');
    this.host.append(canvas);
    try {
      this.renderer = new WebGLRenderer({
        canvas,
        alpha: true,
        antialias: false,
        preserveDrawingBuffer: true,
      });
    } catch (err) {
      canvas.remove();
      this.hooks.onUnavailable(err instanceof Error ? err.message : String(err));
      return canvas;
    }
    const renderer = this.renderer;
    // Only dirty cards are redrawn, so the rest of the canvas must survive between frames.
    renderer.autoClear = false;
    renderer.setClearColor(0x000000, 0);
    renderer.setPixelRatio(Math.min(devicePixelRatio, 2));
    renderer.debug.onShaderError = (gl, _program, vs, fs) => {
      this.shaderError = (gl.getShaderInfoLog(fs) ?? '') + (gl.getShaderInfoLog(vs) ?? '') || 'link failed';
    };
    canvas.addEventListener('webglcontextlost', (e) => {
      // Without preventDefault the browser never offers the context back.
      e.preventDefault();
      this.cancelFrame();
      for (const s of this.slots) s.setPainted(false);
      this.hooks.onUnavailable('the WebGL context was lost');
    });
    canvas.addEventListener('webglcontextrestored', () => this.rebuild());
    return canvas;
  }

  /** A restored context has none of the old programs or uploads; start from a fresh renderer. */
  private rebuild(): void {
    this.renderer?.dispose();
    this.renderer = null;
    disposeMaterials();
    this.canvas.remove();
    this.brokenRecipes.clear();
    this.size = [0, 0];
    this.canvas = this.createCanvas();
    if (this.renderer) {
      this.hooks.onRestored();
      this.invalidate();
    }
  }

  private cancelFrame(): void {
    if (this.frame) cancelAnimationFrame(this.frame);
    this.frame = 0;
  }

  private draw(now: number): void {
    this.frame = 0;
    const renderer = this.renderer;
    if (!renderer || renderer.getContext().isContextLost()) return;
    // After an idle spell the gap since the last frame is not animation time; cap it to one
    // slow frame so a new tilt eases in instead of jumping.
    const dt = Math.min(now - this.lastTime, 50);
    this.lastTime = now;
    // The fixed canvas spans the viewport without scrollbars; innerWidth would include them.
    const vw = document.documentElement.clientWidth;
    const vh = document.documentElement.clientHeight;
    if (this.clearAll) {
      // Writing canvas.width resets the drawing buffer even for an equal value, so only on change.
      if (vw !== this.size[0] || vh !== this.size[1]) {
        renderer.setSize(vw, vh, false);
        this.size = [vw, vh];
      }
      renderer.setScissorTest(false);
      renderer.clear();
      for (const s of this.slots) {
        s.setPainted(false);
        s.dirty = true;
      }
      this.clearAll = false;
    }
    let again = false;
    const jump = this.reducedMotion.matches;
    for (const s of this.slots) {
      if (s.tilt.step(dt, jump)) s.dirty = true;
      if (!s.tilt.settled) again = true;
    }
    const start = performance.now();
    let drawn = 0;
    for (const s of this.ordered()) {
      if (!s.dirty) continue;
      const rect = s.face.getBoundingClientRect();
      if (rect.bottom <= 0 || rect.top >= vh || rect.right <= 0 || rect.left >= vw || rect.width === 0) {
        s.dirty = false;
        s.setPainted(false);
        continue;
      }
      if (!s.wantsFoil) {
        s.dirty = false;
        continue;
      }
      if (drawn > 0 && performance.now() - start > FRAME_BUDGET_MS) {
        again = true;
        break;
      }
      if (this.drawSlot(renderer, s, rect, vh)) drawn++;
    }
    renderer.setScissorTest(false);
    this.hooks.onFrame(this.active);
    if (again) this.request();
  }

  /** Active card first, so the one being tilted stays responsive on a slow GPU. */
  private ordered(): readonly CardSlot[] {
    const a = this.active;
    return a && this.slots.includes(a) ? [a, ...this.slots.filter((s) => s !== a)] : this.slots;
  }

  private drawSlot(renderer: WebGLRenderer, s: CardSlot, rect: DOMRect, vh: number): boolean {
    const recipe = s.spec.recipe ?? '';
    const broken = this.brokenRecipes.get(recipe);
    if (broken) {
      s.fail(broken);
      return false;
    }
    const material = s.acquire();
    if (!material) return false; // images still loading; the slot asks for a frame when ready
    const x = rect.left;
    const y = vh - rect.bottom;
    renderer.setViewport(x, y, rect.width, rect.height);
    renderer.setScissor(x, y, rect.width, rect.height);
    renderer.setScissorTest(true);
    renderer.clear();
    material.setUniform('uTilt', [s.tilt.x, s.tilt.y]);
    this.mesh.material = material;
    this.shaderError = null;
    try {
      renderer.render(this.scene, this.camera);
    } catch (err) {
      this.shaderError = err instanceof Error ? err.message : String(err);
    }
    s.dirty = false;
    if (this.shaderError) {
      const message = `Shader for ${recipe} failed to compile`;
      console.error(`foilkit demo: ${message}\n${this.shaderError}`);
      this.brokenRecipes.set(recipe, message);
      renderer.clear();
      s.fail(message);
      return true;
    }
    s.setPainted(true);
    return true;
  }
}
