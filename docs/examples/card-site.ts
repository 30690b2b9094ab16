// The README's quick start, type-checked with the rest of the repository.
import { Mesh, PlaneGeometry, TextureLoader, type Texture } from 'three';
import { createFoilMaterial, type FoilMaterial } from '@foilkit/core';
import { loadResolverData, resolveSurface, type RawResolverData } from '@foilkit/resolver';

/** Builds a foil card mesh for one printing, or null when that printing carries no foil. */
export function foilCard(
  rawData: RawResolverData,
  scan: Texture,
  dataUrl: (path: string) => string,
): Mesh | null {
  const data = loadResolverData(rawData); // validated; a bad file throws naming file, row and field
  const surface = resolveSurface(
    { era: 'swsh', set: 'swsh7', rarity: 'rare-holo', variantKind: 'holo' },
    data,
  );
  if (surface.recipe === null) return null; // a non-foil printing: show the plain scan
  const loader = new TextureLoader();
  const material: FoilMaterial = createFoilMaterial({
    recipe: surface.recipe,
    uniforms: surface.uniforms, // mask rect and tier, ink and etch switches
    textures: {
      face: scan,
      mask: surface.textures.uMaskTex ? loader.load(dataUrl(surface.textures.uMaskTex)) : null,
      ink: surface.textures.uInkTex ? loader.load(dataUrl(surface.textures.uInkTex)) : null,
    },
  });
  return new Mesh(new PlaneGeometry(1, 88 / 63), material);
}

/** Every frame, or on pointer move: tilt is -1..1 per axis, y up. */
export function onPointer(mesh: Mesh, x: number, y: number): void {
  (mesh.material as FoilMaterial).setUniform('uTilt', [x, y]);
}
