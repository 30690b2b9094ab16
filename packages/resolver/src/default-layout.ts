import type { LayoutRow } from './schemas/layouts.js';

/**
 * The layout used when a printing's era is unknown or lacks the layout it
 * needs: a generic modern window (about the SWSH/SM art box). Documented in
 * docs/RESOLVER.md; a printing that lands here is flagged in provenance.
 */
export const DEFAULT_LAYOUT: LayoutRow = {
  art: { x: 0.08, y: 0.51, w: 0.84, h: 0.385 },
  radius: 0.01,
  feather: 0.004,
};
