import { useEffect } from 'react';
import { useThree } from '@react-three/fiber';
import type { FoilMaterial } from '@foilkit/core';

/**
 * Where the canvas is drawn without multisampling (FoilCollection's work canvas, or a user's own
 * canvas made with `antialias: false`), the card's outline is antialiased in the shader instead
 * (uEdgeAA): its built-in ramp is a fraction of a pixel at grid size, so a tilted card's edges
 * would stair-step. A multisampled canvas keeps the ramp as it is. Returns whether the outline is
 * antialiased here, which is when the card wants the margin plane (CardPlane).
 */
export function useEdgeAntialias(material: FoilMaterial | null, plain: FoilMaterial): boolean {
  const gl = useThree((s) => s.gl);
  const edgeAA = !(gl.getContextAttributes()?.antialias ?? true);
  useEffect(() => {
    material?.setUniform('uEdgeAA', edgeAA ? 1 : 0);
    plain.setUniform('uEdgeAA', edgeAA ? 1 : 0);
  }, [material, plain, edgeAA]);
  return edgeAA;
}
