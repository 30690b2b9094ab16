import { SRGBColorSpace, TextureLoader, type Texture } from 'three';
import { TEXTURE_SLOTS, type TextureSlot } from '@foilkit/core';
import { RefCache } from './ref-cache.js';

/** A FoilMaterial slot, or the card back (drawn by a plain material, not the foil). */
export type StoreSlot = TextureSlot | 'back';

/**
 * Textures shared by URL: every card showing the same scan, mask, ink tile, plate or atlas holds
 * the same Texture, uploaded once, disposed when the last card using it unmounts. The slot is
 * part of the key because each slot prepares its texture differently (wrapping, flip).
 */
export class TextureStore {
  private readonly loader = new TextureLoader();
  private readonly cache = new RefCache<Texture>(
    (key) => this.load(key),
    (texture) => texture.dispose(),
  );

  constructor() {
    this.loader.setCrossOrigin('anonymous');
  }

  acquire(slot: StoreSlot, url: string): { value: Promise<Texture>; release: () => void } {
    return this.cache.acquire(`${slot}\n${url}`);
  }

  get size(): number {
    return this.cache.size;
  }

  private async load(key: string): Promise<Texture> {
    const [slot, url] = key.split('\n') as [StoreSlot, string];
    const texture = await this.loader.loadAsync(url);
    if (slot === 'back') texture.colorSpace = SRGBColorSpace;
    return texture;
  }
}

/** surface.textures keys (uMaskTex, ...) to FoilMaterial slots, derived from core's slot table. */
export const SLOT_BY_UNIFORM: ReadonlyMap<string, TextureSlot> = new Map(
  (Object.keys(TEXTURE_SLOTS) as TextureSlot[]).map((slot) => [TEXTURE_SLOTS[slot].uniform, slot]),
);
