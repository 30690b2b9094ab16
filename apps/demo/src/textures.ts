// Vite-served URLs for every raster the page may need, and one cached three.js load per URL.
import { TextureLoader, type Texture } from 'three';

type UrlMap = Record<string, string>;

const glob = {
  faces: import.meta.glob<string>('../../../data/sample-cards/*.png', {
    eager: true,
    query: '?url',
    import: 'default',
  }),
  ink: import.meta.glob<string>('../../../data/ink-tiles/*.png', {
    eager: true,
    query: '?url',
    import: 'default',
  }),
  etch: import.meta.glob<string>('../../../data/etch-plates/*.png', {
    eager: true,
    query: '?url',
    import: 'default',
  }),
  glyphs: import.meta.glob<string>('../../../data/glyphs/*.png', {
    eager: true,
    query: '?url',
    import: 'default',
  }),
  masks: import.meta.glob<string>('../../../data/masks/*.png', {
    eager: true,
    query: '?url',
    import: 'default',
  }),
};

const DATA_PREFIX = '../../../data/';

/** Keys are paths relative to data/, the form the resolver and the sample index use. */
const byDataPath: UrlMap = {};
for (const map of Object.values(glob)) {
  for (const [path, url] of Object.entries(map)) byDataPath[path.slice(DATA_PREFIX.length)] = url;
}

/** URL of a sample-card scan by its file name in data/sample-cards/. */
export function faceUrl(file: string): string | undefined {
  return byDataPath[`sample-cards/${file}`];
}

/** URL of a resolver texture path (relative to data/). */
export function dataUrl(path: string): string | undefined {
  return byDataPath[path];
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
