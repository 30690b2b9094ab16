import type { SamplerUniformName } from './derive.js';

/**
 * The images a card may supply, by slot name, and the sampler each one fills. Slot names are
 * what callers and the resolver speak (`surface.textures.mask`); uniform names stay inside the
 * shader contract.
 */
export const TEXTURE_SLOT_UNIFORMS = {
  face: 'uFace',
  mask: 'uMaskTex',
  ink: 'uInkTex',
  etch: 'uEtchTex',
  glyph: 'uGlyphTex',
} as const satisfies Record<string, SamplerUniformName>;

export type TextureSlot = keyof typeof TEXTURE_SLOT_UNIFORMS;

/** The slots a surface names from data; the scan (`face`) is always the caller's own. */
export type SurfaceTextureSlot = Exclude<TextureSlot, 'face'>;
