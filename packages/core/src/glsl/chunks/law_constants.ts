import { LAW, LUMA } from '../../contract/law-constants.js';
import { glslFloat, glslVec } from '../format.js';

// Generated from contract/law-constants.ts so MAIN and the TypeScript reference share numbers.
export const law_constants = /* glsl */ `
const float PI = 3.141592653589793;
const float TAU = 6.283185307179586;
const vec3 LUMA = ${glslVec(LUMA)};
${Object.entries(LAW)
  .map(([name, value]) => `const float ${name} = ${glslFloat(value)};`)
  .join('\n')}
`;
