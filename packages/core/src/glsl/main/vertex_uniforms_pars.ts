import { glslUniformDeclarations } from '../../contract/derive.js';
import { CARD_ASPECT } from '../../contract/law-constants.js';
import { glslFloat } from '../format.js';

// The uniforms the vertex stage reads (eye_frame_pars), declared from the uniform table like
// PREAMBLE's; GLSL lets a uniform appear in both stages when the declarations agree.
export const vertex_uniforms_pars = /* glsl */ `
const float CARD_ASPECT = ${glslFloat(CARD_ASPECT)};
${glslUniformDeclarations(['uTilt', 'uTiltMax', 'uCamDist', 'uLampPos', 'uViewTSOn', 'uViewTS'])}
`;
