import { createContext, useContext, type ReactNode } from 'react';
import type { ScissoredViews } from './scissored-views.js';
import type { TextureStore } from './texture-store.js';

/** What a FoilCollection gives the cards inside it. */
export interface CollectionValue {
  /** False without WebGL, while the context is lost, or with foil switched off page-wide. */
  readonly foil: boolean;
  /** The shared canvas is mounted: cards may render their drei View. */
  readonly canvas: boolean;
  readonly store: TextureStore;
  /** The views drawn into the shared canvas (redrawn only where something changed). */
  readonly views: ScissoredViews;
  /** Moves a card's View into this collection's canvas (its own tunnel: collections may coexist). */
  readonly In: (props: { children: ReactNode }) => null;
  /** Ask the shared canvas for one frame that redraws every card (layout moved under it). */
  readonly invalidate: () => void;
}

export const CollectionContext = createContext<CollectionValue | null>(null);

export function useCollection(): CollectionValue | null {
  return useContext(CollectionContext);
}
