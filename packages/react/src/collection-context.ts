import { createContext, useContext, type ReactNode } from 'react';
import type { TextureStore } from './texture-store.js';

/** What a collection asks of its next frame (its renderer loads with the canvas, lazily). */
export interface RedrawRequest {
  /** Draw every card on screen again (a resize, a restored context). */
  all: boolean;
  /** Measure every card's screen scale again (a transform above the cards may have changed). */
  measure: boolean;
}

/** Next frame, redraw every card on screen. */
export function requestFullRedraw(request: RedrawRequest): void {
  request.all = true;
}

/**
 * Next frame, measure every card's size and screen scale: only those whose pixel size changed
 * are drawn again (the browser moves, clips and hides the cards' canvases by itself).
 */
export function requestMeasure(request: RedrawRequest): void {
  request.measure = true;
}

/** What a FoilCollection gives the cards inside it. */
export interface CollectionValue {
  /** False without WebGL, while the context is lost, or with foil switched off page-wide. */
  readonly foil: boolean;
  /** The shared WebGL context is mounted: cards may render their views. */
  readonly canvas: boolean;
  readonly store: TextureStore;
  /** Shared with the collection's view renderer: what its next frame must redraw or measure. */
  readonly redraw: RedrawRequest;
  /** Moves a card's scene into this collection's context (its own tunnel: collections may coexist). */
  readonly In: (props: { children: ReactNode }) => null;
  /** Ask for a frame that measures every card again (a transform or size changed under it). */
  readonly invalidate: () => void;
}

export const CollectionContext = createContext<CollectionValue | null>(null);

export function useCollection(): CollectionValue | null {
  return useContext(CollectionContext);
}
