import { glslUniformDeclarations } from '../../contract/derive.js';

// The only place a uniform is declared; generated from the uniform table.
export const uniforms_pars = /* glsl */ `
${glslUniformDeclarations()}
`;
