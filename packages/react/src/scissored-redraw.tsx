import { useFrame } from '@react-three/fiber';
import type { RedrawRequest } from './collection-context.js';
import { viewsFor } from './scissored-views.js';

/**
 * Draws a collection's views each frame, after every card has written its tilt (priority 1
 * also tells react-three-fiber not to render the default scene itself).
 */
export function ScissoredRedraw({ redraw }: { readonly redraw: RedrawRequest }) {
  useFrame(({ gl }) => viewsFor(redraw).render(gl), 1);
  return null;
}
