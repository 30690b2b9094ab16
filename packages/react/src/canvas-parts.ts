// What only a live canvas needs, loaded with the first one (its own chunk): a page whose cards
// stay plain (no WebGL, foil switched off) never downloads it.
export { CardScene } from './card-scene.js';
export { CollectionView } from './collection-view.js';
export { ScissoredRedraw } from './scissored-redraw.js';
export { AdaptiveResolution } from './adaptive-resolution.js';
