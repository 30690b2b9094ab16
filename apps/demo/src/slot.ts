// One card on the page: its DOM placeholder, its caption, and its material, made on first need.
import { createFoilMaterial, loadSurfaceTextures, type FoilMaterial, type FoilTextures } from '@foilkit/core';
import { requireRecipe } from '@foilkit/core/registry';
import type { Texture } from 'three';
import { cachedMaterial, storeMaterial } from './materials.js';
import { dataUrl, faceUrl, loadTexture } from './textures.js';
import { Tilt } from './tilt.js';
import type { SlotSpec } from './views.js';

export class CardSlot {
  readonly root: HTMLElement;
  /** The element whose rect the stage renders into; focusable for keyboard tilt. */
  readonly face: HTMLElement;
  readonly tilt = new Tilt();
  /** The canvas holds this card's current pixels at its current rect. */
  painted = false;
  /** Needs drawing on the next frame. */
  dirty = true;
  private readonly message: HTMLElement;
  private textures: FoilTextures | null = null;
  private loading = false;
  private failure: string | null = null;

  constructor(
    readonly spec: SlotSpec,
    private readonly onReady: () => void,
  ) {
    this.root = el('figure', 'card');
    this.face = el('div', 'card-face');
    this.face.tabIndex = 0;
    this.face.setAttribute('aria-label', `${spec.card.id}, ${spec.recipe ?? 'no foil'}. Arrow keys tilt.`);
    const url = faceUrl(spec.card.file);
    if (url) {
      const img = el('img', 'card-scan') as HTMLImageElement;
      img.alt = `${spec.card.id} (plain scan)`;
      img.decoding = 'async';
      img.addEventListener('error', () => {
        // A broken-image icon and its alt text would only crowd the message.
        img.hidden = true;
        this.fail(`Could not load the scan ${spec.card.file}`);
      });
      img.src = url;
      this.face.append(img);
    }
    this.message = el('p', 'card-msg');
    this.message.hidden = true;
    this.face.append(this.message);
    const caption = el('figcaption', 'card-caption');
    const title = el('strong', 'card-title');
    title.textContent = spec.title;
    caption.append(title);
    for (const line of spec.lines) {
      const span = el('span', 'card-line');
      span.textContent = line;
      caption.append(span);
    }
    this.root.append(this.face, caption);
    this.root.dataset.status = spec.recipe ? 'loading' : 'plain';
    if (!url) this.fail(`No scan named ${spec.card.file} in data/sample-cards/`);
  }

  /** Foil can be drawn for this slot at all (it has a recipe and nothing failed). */
  get wantsFoil(): boolean {
    return this.spec.recipe !== null && this.failure === null;
  }

  /** The material, or null while its images load (loading starts on the first call). */
  acquire(): FoilMaterial | null {
    const recipe = this.spec.recipe;
    if (!recipe || this.failure) return null;
    const cached = cachedMaterial(this.spec.key);
    if (cached) return cached;
    if (!this.textures) {
      this.startLoading();
      return null;
    }
    try {
      const material = createFoilMaterial({
        recipe: requireRecipe(recipe),
        uniforms: this.spec.uniforms,
        textures: this.textures,
      });
      storeMaterial(this.spec.key, material);
      return material;
    } catch (err) {
      this.fail(`Foil unavailable: ${err instanceof Error ? err.message : String(err)}`);
      return null;
    }
  }

  setPainted(painted: boolean): void {
    if (this.painted === painted) return;
    this.painted = painted;
    this.root.dataset.painted = String(painted);
  }

  /** Shows a message in the placeholder; the rest of the page carries on. */
  fail(message: string): void {
    this.failure = message;
    this.message.textContent = message;
    this.message.hidden = false;
    this.root.dataset.status = 'error';
    this.setPainted(false);
    this.onReady();
  }

  private startLoading(): void {
    if (this.loading) return;
    this.loading = true;
    const faceFile = this.spec.card.file;
    const face = faceUrl(faceFile);
    const scan = face ? load(face, faceFile) : Promise.reject(new Error(`No scan named ${faceFile}`));
    const surface = loadSurfaceTextures(this.spec.textures, {
      url: dataUrl,
      load: loadTexture,
    });
    Promise.all([scan, surface]).then(
      ([faceTexture, textures]) => {
        this.textures = { ...textures, face: faceTexture };
        this.root.dataset.status = 'ready';
        this.onReady();
      },
      (err: unknown) => this.fail(err instanceof Error ? err.message : String(err)),
    );
  }
}

function load(url: string, name: string): Promise<Texture> {
  return loadTexture(url).catch(() => {
    throw new Error(`Could not load ${name}`);
  });
}

function el(tag: string, className: string): HTMLElement {
  const node = document.createElement(tag);
  node.className = className;
  return node;
}
