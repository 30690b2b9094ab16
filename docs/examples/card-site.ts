// The README's quick start, type-checked with the rest of the repository. The region between
// the markers is copied into README.md verbatim (a unit test compares them).
import { Mesh, PlaneGeometry, TextureLoader } from 'three';
import { CARD_ASPECT, createFoilMaterial, loadSurfaceTextures, type FoilMaterial } from '@foilkit/core';
import { requireRecipe } from '@foilkit/core/registry';
import {
  DATA_FILE_KEYS,
  DATA_FILES,
  loadResolverData,
  resolveSurface,
  type Printing,
  type RawResolverData,
} from '@foilkit/resolver';
import { assetUrl, rawData } from '@foilkit/data';

// #region quick-start
const data = loadResolverData(rawData); // validated: a bad file names its file, row and field

/** A foil card for one printing, or null when that printing has no foil (show the plain scan). */
export async function foilCard(printing: Printing, scanUrl: string): Promise<Mesh | null> {
  const surface = resolveSurface(printing, data);
  if (surface.recipe === null) return null;
  const scan = await new TextureLoader().loadAsync(scanUrl);
  // The hand mask, ink tile, etch plate and glyph atlas this printing needs, set up for their slots.
  const textures = await loadSurfaceTextures(surface.textures, { url: assetUrl });
  const material = createFoilMaterial({
    recipe: requireRecipe(surface.recipe), // the resolver names recipes by id
    uniforms: surface.uniforms, // mask window, ink and etch switches
    textures: { ...textures, face: scan },
  });
  return new Mesh(new PlaneGeometry(1, CARD_ASPECT), material);
}

/** On pointer move (or every frame): tilt is -1..1 per axis, y up. */
export function tiltCard(card: Mesh, x: number, y: number): void {
  (card.material as FoilMaterial).setUniform('uTilt', [x, y]);
}

// foilCard({ era: 'swsh', set: 'swsh7', rarity: 'rare-holo', variantKind: 'holo' }, '/scans/swsh7-1.jpg');
// #endregion quick-start

/**
 * Bringing your own copy of the data instead of @foilkit/data: fetch the six JSON files from
 * wherever the site serves them, and resolve texture paths against the same place.
 */
export async function fetchResolverData(base: string): Promise<RawResolverData> {
  const get = async (file: string): Promise<unknown> => {
    const res = await fetch(new URL(file, base));
    if (!res.ok) throw new Error(`${file}: HTTP ${res.status}`);
    return res.json();
  };
  const files = await Promise.all(DATA_FILE_KEYS.map(async (key) => [key, await get(DATA_FILES[key])]));
  return Object.fromEntries(files) as RawResolverData;
}

export async function foilCardFromOwnData(
  base: string,
  printing: Printing,
  scanUrl: string,
): Promise<Mesh | null> {
  const own = loadResolverData(await fetchResolverData(base));
  const surface = resolveSurface(printing, own);
  if (surface.recipe === null) return null;
  const textures = await loadSurfaceTextures(surface.textures, { url: (path) => new URL(path, base).href });
  const material = createFoilMaterial({
    recipe: requireRecipe(surface.recipe),
    uniforms: surface.uniforms,
    textures: { ...textures, face: await new TextureLoader().loadAsync(scanUrl) },
  });
  return new Mesh(new PlaneGeometry(1, CARD_ASPECT), material);
}
