import { useEffect, useMemo } from 'react';
import { cardPlaneWithMargin } from '@foilkit/core';
import { CARD_ASPECT } from './stage-geometry.js';

/**
 * The card's geometry: the plain plane, or where the shader antialiases the outline (uEdgeAA),
 * the plane with a margin, so the pixels just outside the outline are drawn too.
 */
export function CardPlane({ margin }: { readonly margin: boolean }) {
  const plane = useMemo(() => (margin ? cardPlaneWithMargin() : null), [margin]);
  // A primitive is the caller's to dispose: R3F leaves it alone.
  useEffect(() => () => plane?.dispose(), [plane]);
  return plane ? <primitive object={plane} attach="geometry" /> : <planeGeometry args={[1, CARD_ASPECT]} />;
}
