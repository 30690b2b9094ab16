// Vite-served URLs for every raster the page may need, and one cached three.js load per URL.
import { TextureLoader, type Texture } from 'three';
import { assetUrl } from '@foilkit/data';

const faces = import.meta.glob<string>('../../../data/sample-cards/*.png', {
  eager: true,
  query: '?url',
  import: 'default',
});

/** URL of a sample-card scan by its file name in data/sample-cards/. */
export function faceUrl(file: string): string | undefined {
  return faces[`../../../data/sample-cards/${file}`];
}

/** URL of a resolver texture path: the rasters ship with @foilkit/data. */
export function dataUrl(path: string): string {
  return assetUrl(path);
}

const loader = new TextureLoader();
const cache = new Map<string, Promise<Texture>>();

/**
 * One Texture per URL, shared by every material that shows it. The material never changes a
 * texture it is given, and the face and data rasters never share a URL.
 */
export function loadTexture(url: string): Promise<Texture> {
  let pending = cache.get(url);
  if (!pending) {
    pending = loader.loadAsync(url);
    // A failed URL is not cached, so a later view change may retry it.
    pending.catch(() => cache.delete(url));
    cache.set(url, pending);
  }
  return pending;
}
