import { useLayoutEffect, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from '@react-three/fiber';
import { BindViewCamera } from './bind-view-camera.js';
import type { RedrawRequest } from './collection-context.js';
import { viewsFor, ViewEntry } from './scissored-views.js';
import { ViewMarkContext } from './use-stage-invalidate.js';

export interface CollectionViewProps {
  /** The collection's redraw request: names its views. */
  readonly redraw: RedrawRequest;
  /** The card's own 2D canvas, in its place in the DOM: where its pixels are presented. */
  readonly target: RefObject<HTMLCanvasElement | null>;
  readonly children: ReactNode;
}

/**
 * One card's own scene in a collection's shared WebGL context, drawn (by ScissoredViews) only in
 * frames where it changed, and presented through the card's own canvas.
 */
export function CollectionView({ redraw, target, children }: CollectionViewProps) {
  const views = viewsFor(redraw);
  const [entry] = useState(() => new ViewEntry());
  useLayoutEffect(
    () => (target.current ? views.add(entry, target.current) : undefined),
    [views, target, entry],
  );
  return createPortal(
    <ViewMarkContext.Provider value={entry.mark}>
      <BindViewCamera entry={entry} />
      {children}
    </ViewMarkContext.Provider>,
    entry.scene,
  );
}
