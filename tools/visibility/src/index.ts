export {
  tiltGrid,
  VISIBILITY_CARDS,
  VISIBILITY_FLOOR,
  LIT_THRESHOLD,
  FULL_SETUP,
  TEST_SETUP,
  type VisibilitySetup,
} from './setup.js';
export {
  changeMap,
  quantile,
  summarise,
  SweepAccumulator,
  type CardVisibility,
  type RecipeVisibility,
} from './metrics.js';
export { measureVisibility, sampleFace, MEASURE_UNIFORMS } from './measure.js';
