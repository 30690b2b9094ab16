import { createContext, useContext, type ReactNode } from 'react';
import type { TextureStore } from './texture-store.js';

/** A collection's request for a full redraw (its renderer loads with the canvas, lazily). */
export interface RedrawRequest {
  all: boolean;
}

/** Next frame, redraw every card: the layout moved, or the canvas was cleared. */
export function requestFullRedraw(request: RedrawRequest): void {
  request.all = true;
}

/** What a FoilCollection gives the cards inside it. */
export interface CollectionValue {
  /** False without WebGL, while the context is lost, or with foil switched off page-wide. */
  readonly foil: boolean;
  /** The shared canvas is mounted: cards may render their drei View. */
  readonly canvas: boolean;
  readonly store: TextureStore;
  /** Shared with the canvas's view renderer: set when every card must be redrawn. */
  readonly redraw: RedrawRequest;
  /** Moves a card's View into this collection's canvas (its own tunnel: collections may coexist). */
  readonly In: (props: { children: ReactNode }) => null;
  /** Ask the shared canvas for one frame that redraws every card (layout moved under it). */
  readonly invalidate: () => void;
}

export const CollectionContext = createContext<CollectionValue | null>(null);

export function useCollection(): CollectionValue | null {
  return useContext(CollectionContext);
}
