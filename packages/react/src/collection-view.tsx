import { useLayoutEffect, useState, type ReactNode, type RefObject } from 'react';
import { createPortal, useThree } from '@react-three/fiber';
import { ViewEntry, type ScissoredViews } from './scissored-views.js';
import { ViewMarkContext } from './use-stage-invalidate.js';

export interface CollectionViewProps {
  readonly views: ScissoredViews;
  /** The DOM element whose box the view is drawn into. */
  readonly track: RefObject<HTMLElement | null>;
  /** Drawing order: higher draws above. */
  readonly index: number;
  readonly children: ReactNode;
}

/** Inside the portal: the view draws with the portal's camera (a card's makeDefault one). */
function BindCamera({ entry }: { readonly entry: ViewEntry }) {
  const get = useThree((s) => s.get);
  useLayoutEffect(() => entry.useCamera(() => get().camera), [entry, get]);
  return null;
}

/**
 * One card's own scene in a collection's canvas, drawn (by ScissoredViews) into the box of a
 * DOM element, and only in frames where it changed or something around it did.
 */
export function CollectionView({ views, track, index, children }: CollectionViewProps) {
  const [entry] = useState(() => new ViewEntry(index));
  useLayoutEffect(() => (track.current ? views.add(entry, track.current) : undefined), [views, track, entry]);
  useLayoutEffect(() => entry.setIndex(index), [entry, index]);
  return createPortal(
    <ViewMarkContext.Provider value={entry.mark}>
      <BindCamera entry={entry} />
      {children}
    </ViewMarkContext.Provider>,
    entry.scene,
  );
}
