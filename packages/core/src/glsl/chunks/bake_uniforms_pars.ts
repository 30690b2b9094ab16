// The bake's two uniforms, outside the contract: FoilMaterial sets them, never a caller.
// uBakeLayout.x is the terms layer's share of the texture's width, .y half a texel in u.
export const bake_uniforms_pars = /* glsl */ `
#ifdef FOIL_BAKED
uniform sampler2D uBakeTex;
uniform vec2 uBakeLayout;
#endif
`;
