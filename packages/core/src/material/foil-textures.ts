import {
  ClampToEdgeWrapping,
  LinearFilter,
  NearestFilter,
  NoColorSpace,
  RepeatWrapping,
  type Texture,
} from 'three';
import type { SamplerUniformName } from '../contract/derive.js';
import { TEXTURE_SLOT_UNIFORMS, type TextureSlot } from '../contract/texture-slots.js';
import { fallbackTextures } from './fallback-textures.js';

export type { TextureSlot };

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

interface SlotRule {
  readonly uniform: SamplerUniformName;
  readonly fallback: 'white' | 'transparent' | 'black';
  /** Image-space rasters are uploaded unflipped; the shader does the one V flip. */
  readonly imageSpace: boolean;
  readonly repeat: boolean;
}

export const TEXTURE_SLOTS: Readonly<Record<TextureSlot, SlotRule>> = {
  face: { uniform: TEXTURE_SLOT_UNIFORMS.face, fallback: 'black', imageSpace: false, repeat: false },
  mask: { uniform: TEXTURE_SLOT_UNIFORMS.mask, fallback: 'white', imageSpace: true, repeat: false },
  ink: { uniform: TEXTURE_SLOT_UNIFORMS.ink, fallback: 'transparent', imageSpace: true, repeat: true },
  etch: { uniform: TEXTURE_SLOT_UNIFORMS.etch, fallback: 'black', imageSpace: true, repeat: false },
  glyph: { uniform: TEXTURE_SLOT_UNIFORMS.glyph, fallback: 'transparent', imageSpace: true, repeat: false },
};

/** What a slot needs of a texture's sampling state, as [key, value] pairs. */
function slotSettings(slot: TextureSlot, texture: Texture): Array<[keyof Texture, unknown]> {
  const rule = TEXTURE_SLOTS[slot];
  const out: Array<[keyof Texture, unknown]> = [['colorSpace', NoColorSpace]];
  if (rule.imageSpace) out.push(['flipY', false]);
  if (rule.repeat) {
    out.push(['wrapS', RepeatWrapping], ['wrapT', RepeatWrapping], ['generateMipmaps', false]);
    // Without mipmaps a mipmap filter would leave the texture incomplete (it samples black).
    if (texture.minFilter !== NearestFilter && texture.minFilter !== LinearFilter)
      out.push(['minFilter', LinearFilter]);
  } else if (rule.imageSpace) {
    out.push(['wrapS', ClampToEdgeWrapping], ['wrapT', ClampToEdgeWrapping]);
  }
  return out;
}

/**
 * Sets a texture's sampling state for its slot, in place: no colour-space conversion (the law
 * is authored in display space), image-space slots unflipped, the ink cell repeating without
 * mipmaps (a mip chain would smear the cell's seam where fract() wraps). Only for textures the
 * caller owns and means to hand over, such as those `loadSurfaceTextures` makes.
 */
export function configureTextureForSlot(slot: TextureSlot, texture: Texture): Texture {
  let changed = false;
  for (const [key, value] of slotSettings(slot, texture)) {
    if (texture[key] !== value) {
      (texture as unknown as Record<string, unknown>)[key] = value;
      changed = true;
    }
  }
  if (changed && hasPixels(texture)) texture.needsUpdate = true;
  return texture;
}

/** True when a texture already samples the way its slot needs. */
export function fitsSlot(slot: TextureSlot, texture: Texture): boolean {
  return slotSettings(slot, texture).every(([key, value]) => texture[key] === value);
}

/**
 * The texture a material binds for a slot: the fallback for none, the caller's own texture when
 * it already fits, else a configured clone. A caller's texture is never changed: it may be shared
 * with other materials that want it as it is. The clone shares the image (three uploads one
 * source once per sampling state), and `owned` tells the material to dispose of it.
 */
export function textureForSlot(
  slot: TextureSlot,
  texture: Texture | null | undefined,
): { texture: Texture; owned: boolean } {
  if (!texture) return { texture: fallbackTextures()[TEXTURE_SLOTS[slot].fallback], owned: false };
  if (fitsSlot(slot, texture)) return { texture, owned: false };
  const copy = texture.clone();
  if (!hasPixels(texture)) {
    // Still loading: the loader flags only the original when the image arrives, so wait for it
    // rather than asking three to upload an incomplete image every frame.
    copy.version = 0;
    const image = texture.image as EventTarget | null;
    image?.addEventListener?.('load', () => (copy.needsUpdate = true), { once: true });
  }
  return { texture: configureTextureForSlot(slot, copy), owned: true };
}

/** An image still loading gets its upload from the loader; flagging it now would only warn. */
function hasPixels(texture: Texture): boolean {
  const image = texture.image as { complete?: boolean } | null | undefined;
  return Boolean(image) && image?.complete !== false;
}
