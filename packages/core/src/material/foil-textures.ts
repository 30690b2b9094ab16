import {
  ClampToEdgeWrapping,
  LinearFilter,
  NearestFilter,
  NoColorSpace,
  RepeatWrapping,
  type Texture,
} from 'three';
import type { SamplerUniformName } from '../contract/derive.js';
import { fallbackTextures } from './fallback-textures.js';

/** The images a surface may supply. Missing or null means the documented fallback. */
export interface FoilTextures {
  /** The card scan (uFace). Fallback: 1x1 black, which renders nothing useful but never breaks. */
  readonly face?: Texture | null;
  /** Hand-drawn mask (uMaskTex); alpha = coverage. Fallback: opaque white. */
  readonly mask?: Texture | null;
  /** One ink-design lattice cell (uInkTex). Fallback: transparent. */
  readonly ink?: Texture | null;
  /** Etch plate (uEtchTex). Fallback: black (nothing etched). */
  readonly etch?: Texture | null;
  /** Glyph atlas (uGlyphTex). Fallback: transparent. */
  readonly glyph?: Texture | null;
}

export type TextureSlot = keyof FoilTextures;

interface SlotRule {
  readonly uniform: SamplerUniformName;
  readonly fallback: 'white' | 'transparent' | 'black';
  /** Image-space rasters are uploaded unflipped; the shader does the one V flip. */
  readonly imageSpace: boolean;
  readonly repeat: boolean;
}

export const TEXTURE_SLOTS: Readonly<Record<TextureSlot, SlotRule>> = {
  face: { uniform: 'uFace', fallback: 'black', imageSpace: false, repeat: false },
  mask: { uniform: 'uMaskTex', fallback: 'white', imageSpace: true, repeat: false },
  ink: { uniform: 'uInkTex', fallback: 'transparent', imageSpace: true, repeat: true },
  etch: { uniform: 'uEtchTex', fallback: 'black', imageSpace: true, repeat: false },
  glyph: { uniform: 'uGlyphTex', fallback: 'transparent', imageSpace: true, repeat: false },
};

/**
 * Prepares a supplied texture for its slot: no colour-space conversion (the law is authored in
 * display space), image-space slots unflipped, the ink cell repeating without mipmaps (a
 * mip chain would smear the cell's seam where fract() wraps).
 */
export function prepareTexture(slot: TextureSlot, texture: Texture | null | undefined): Texture {
  const rule = TEXTURE_SLOTS[slot];
  if (!texture) return fallbackTextures()[rule.fallback];
  let changed = false;
  const set = <K extends keyof Texture>(key: K, value: Texture[K]) => {
    if (texture[key] !== value) {
      texture[key] = value;
      changed = true;
    }
  };
  set('colorSpace', NoColorSpace);
  if (rule.imageSpace) set('flipY', false);
  if (rule.repeat) {
    set('wrapS', RepeatWrapping);
    set('wrapT', RepeatWrapping);
    set('generateMipmaps', false);
    // Without mipmaps a mipmap filter would leave the texture incomplete (it samples black).
    if (texture.minFilter !== NearestFilter && texture.minFilter !== LinearFilter)
      set('minFilter', LinearFilter);
  } else if (rule.imageSpace) {
    set('wrapS', ClampToEdgeWrapping);
    set('wrapT', ClampToEdgeWrapping);
  }
  if (changed && hasPixels(texture)) texture.needsUpdate = true;
  return texture;
}

/** An image still loading gets its upload from the loader; flagging it now would only warn. */
function hasPixels(texture: Texture): boolean {
  const image = texture.image as { complete?: boolean } | null | undefined;
  return Boolean(image) && image?.complete !== false;
}
