import { useFrame } from '@react-three/fiber';
import type { ScissoredViews } from './scissored-views.js';

/**
 * Draws a collection's views each frame, after every card has written its tilt (priority 1
 * also tells react-three-fiber not to render the default scene itself).
 */
export function ScissoredRedraw({ views }: { readonly views: ScissoredViews }) {
  useFrame(({ gl }) => views.render(gl), 1);
  return null;
}
