// @foilkit/core/contract: the contract's data without GLSL or three.js, for the resolver and tools.
export { INK_LATTICE } from './ink-lattice.js';
