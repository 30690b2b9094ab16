import { useLayoutEffect, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from '@react-three/fiber';
import { BindViewCamera } from './bind-view-camera.js';
import type { RedrawRequest } from './collection-context.js';
import { viewsFor, ViewEntry } from './scissored-views.js';
import { ViewMarkContext } from './use-stage-invalidate.js';

export interface CollectionViewProps {
  /** The collection's redraw request: names its views. */
  readonly redraw: RedrawRequest;
  /** The DOM element whose box the view is drawn into. */
  readonly track: RefObject<HTMLElement | null>;
  /** Drawing order: higher draws above. */
  readonly index: number;
  readonly children: ReactNode;
}

/**
 * One card's own scene in a collection's canvas, drawn (by ScissoredViews) into the box of a
 * DOM element, and only in frames where it changed or something around it did.
 */
export function CollectionView({ redraw, track, index, children }: CollectionViewProps) {
  const views = viewsFor(redraw);
  const [entry] = useState(() => new ViewEntry(index));
  useLayoutEffect(() => (track.current ? views.add(entry, track.current) : undefined), [views, track, entry]);
  useLayoutEffect(() => entry.setIndex(index), [entry, index]);
  return createPortal(
    <ViewMarkContext.Provider value={entry.mark}>
      <BindViewCamera entry={entry} />
      {children}
    </ViewMarkContext.Provider>,
    entry.scene,
  );
}
