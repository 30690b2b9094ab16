import type { WebGLRenderer } from 'three';
import { TextureStore } from './texture-store.js';

const stores = new WeakMap<WebGLRenderer, TextureStore>();

/**
 * One texture store per renderer, for cards placed in a user's own canvas: every card there
 * showing the same scan or surface image holds one texture, as in a FoilCollection.
 */
export function sceneTextureStore(gl: WebGLRenderer): TextureStore {
  let store = stores.get(gl);
  if (!store) stores.set(gl, (store = new TextureStore()));
  return store;
}
