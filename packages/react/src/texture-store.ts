import { SRGBColorSpace, TextureLoader, type Texture } from 'three';
import { RefCache } from './ref-cache.js';

/** How a texture is drawn: by a FoilMaterial (which configures its own copy), or as the card back. */
export type TextureUse = 'foil' | 'back';

/**
 * Textures shared by URL: every card showing the same scan, mask, ink tile, plate or atlas holds
 * the same Texture, loaded once, disposed when the last card using it unmounts. FoilMaterial
 * never changes a texture it is given (it binds a configured clone when a slot needs other
 * settings), so one object can serve every slot; the card back is kept apart because it is
 * drawn in sRGB by a plain material.
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

  acquire(url: string, use: TextureUse = 'foil'): { value: Promise<Texture>; release: () => void } {
    return this.cache.acquire(`${use}\n${url}`);
  }

  /** Distinct textures held now. */
  get size(): number {
    return this.cache.size;
  }

  private async load(key: string): Promise<Texture> {
    const [use, url] = key.split('\n') as [TextureUse, string];
    const texture = await this.loader.loadAsync(url);
    if (use === 'back') texture.colorSpace = SRGBColorSpace;
    return texture;
  }
}
