// @foilkit/react: foil cards for React pages, on @react-three/fiber.

// Components
export { FoilCard, BEST_ANGLE, type FoilCardProps, type FoilCardHandle } from './foil-card.js';
export { FoilCollection, type FoilCollectionProps } from './foil-collection.js';
export type { AdaptiveResolutionOptions } from './adaptive-resolution.js';
export { FoilProvider, type FoilProviderProps } from './foil-provider.js';

// Tilt
export { sanitizeTilt, type Tilt } from './sanitize-tilt.js';
export type { GyroscopeMode, GyroscopeState } from './use-gyroscope.js';

// Stage geometry (for layouts that must match the drawn card)
export { CARD_ASPECT, STAGE_MARGIN, CAMERA_DISTANCE, DEFAULT_MAX_TILT_DEG } from './stage-geometry.js';

// Testing: the WebGL2 probe is asked once per page; a test or story that changes what the
// browser offers (a stubbed getContext) asks it again.
export { resetWebGLProbe } from './webgl-support.js';
