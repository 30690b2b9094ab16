import { useLayoutEffect } from 'react';
import { NoBlending, NormalBlending, type Blending, type Material } from 'three';
import type { FoilMaterial } from '@foilkit/core';

// A material is three's mutable state object (like setUniform on it), written from the effect.
function setBlending(material: Material, blending: Blending): void {
  material.blending = blending;
}

/**
 * A card in a FoilCollection is drawn into a cleared slot of the work canvas and read back into
 * its own 2D canvas, whose ImageData holds straight alpha. Drawn without blending, the slot keeps
 * the shader's output as it is: straight alpha, so the read needs no un-premultiplying pass (nor
 * loses precision at low alpha to one), and software GL skips reading the slot's pixels back in
 * to blend over a background that is known to be clear. Elsewhere (a lone FoilCard, a user's own
 * canvas) the card blends over what is behind it, as three's default does.
 */
export function useReadbackBlending(
  material: FoilMaterial | null,
  plain: FoilMaterial,
  readBack: boolean,
): void {
  // Before the first frame draws: a frame blended into the slot would present darkened edges.
  useLayoutEffect(() => {
    const blending = readBack ? NoBlending : NormalBlending;
    if (material) setBlending(material, blending);
    setBlending(plain, blending);
  }, [material, plain, readBack]);
}
