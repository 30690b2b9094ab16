// The README's quick start, type-checked with the rest of the repository.
import { Mesh, PlaneGeometry, type Texture } from 'three';
import { CARD_ASPECT, createFoilMaterial, loadSurfaceTextures, type FoilMaterial } from '@foilkit/core';
import { requireRecipe } from '@foilkit/core/registry';
import { DATA_FILES, loadResolverData, resolveSurface, type RawResolverData } from '@foilkit/resolver';

/** Fetches the resolver's data files from wherever the site serves them (a folder of JSON). */
export async function fetchResolverData(base: string): Promise<RawResolverData> {
  const get = async (file: string): Promise<unknown> => {
    const res = await fetch(new URL(file, base));
    if (!res.ok) throw new Error(`${file}: HTTP ${res.status}`);
    return res.json();
  };
  const [layouts, foils, inkDesigns, inkIndex, frames, plates] = await Promise.all(
    Object.values(DATA_FILES).map(get),
  );
  return { layouts, foils, inkDesigns, inkIndex, frames, plates };
}

/** Builds a foil card mesh for one printing, or null when that printing carries no foil. */
export async function foilCard(raw: RawResolverData, scan: Texture, dataBase: string): Promise<Mesh | null> {
  const data = loadResolverData(raw); // validated: a bad file throws naming file, row and field
  const surface = resolveSurface(
    { era: 'swsh', set: 'swsh7', rarity: 'rare-holo', variantKind: 'holo' },
    data,
  );
  if (surface.recipe === null) return null; // a non-foil printing: show the plain scan
  // Hand mask, ink tile, etch plate and glyph atlas, each configured for its slot.
  const textures = await loadSurfaceTextures(surface.textures, {
    url: (path) => new URL(path, dataBase).href,
  });
  const material: FoilMaterial = createFoilMaterial({
    recipe: requireRecipe(surface.recipe), // the resolver names recipes by id
    uniforms: surface.uniforms, // mask rect and tier, ink and etch switches
    textures: { ...textures, face: scan },
  });
  return new Mesh(new PlaneGeometry(1, CARD_ASPECT), material);
}

/** Every frame, or on pointer move: tilt is -1..1 per axis, y up. */
export function onPointer(mesh: Mesh, x: number, y: number): void {
  (mesh.material as FoilMaterial).setUniform('uTilt', [x, y]);
}
