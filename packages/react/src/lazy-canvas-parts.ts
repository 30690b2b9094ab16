import { lazy } from 'react';

const parts = () => import('./canvas-parts.js');

export const LazyCardScene = lazy(() => parts().then((m) => ({ default: m.CardScene })));
export const LazyCollectionView = lazy(() => parts().then((m) => ({ default: m.CollectionView })));
export const LazyScissoredRedraw = lazy(() => parts().then((m) => ({ default: m.ScissoredRedraw })));
export const LazyAdaptiveResolution = lazy(() => parts().then((m) => ({ default: m.AdaptiveResolution })));
