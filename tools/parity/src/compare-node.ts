// What the Node CLI needs: pure functions only (no three, no DOM).
export { compareManifests, formatComparison } from './compare.js';
export { renderFileName } from './manifest.js';
