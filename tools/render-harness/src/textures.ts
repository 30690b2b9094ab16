import {
  DataTexture,
  LinearFilter,
  NearestFilter,
  NoColorSpace,
  RGBAFormat,
  UnsignedByteType,
  type MagnificationTextureFilter,
} from 'three';
import { flipRows } from './pixels.js';

export interface RgbaImage {
  readonly width: number;
  readonly height: number;
  /** RGBA, top row first (image order). */
  readonly rgba: Uint8Array;
}

export interface ImageTextureOptions {
  /** Nearest filtering makes every tap land on one texel, so a CPU reference can reproduce it. */
  readonly filter?: 'nearest' | 'linear';
}

function dataTexture(data: Uint8Array, w: number, h: number, filter: 'nearest' | 'linear'): DataTexture {
  const t = new DataTexture(data, w, h, RGBAFormat, UnsignedByteType);
  const f: MagnificationTextureFilter = filter === 'nearest' ? NearestFilter : LinearFilter;
  t.magFilter = f;
  t.minFilter = f;
  t.generateMipmaps = false;
  t.colorSpace = NoColorSpace;
  t.needsUpdate = true;
  return t;
}

/** A card scan as uFace expects it: uv y up, so the image's top row lands at v = 1. */
export function faceTexture(img: RgbaImage, options: ImageTextureOptions = {}): DataTexture {
  return dataTexture(
    flipRows(img.rgba, img.width, img.height),
    img.width,
    img.height,
    options.filter ?? 'nearest',
  );
}

/** An image-space raster (hand mask, ink cell, etch plate, glyph atlas): uploaded unflipped. */
export function imageSpaceTexture(img: RgbaImage, options: ImageTextureOptions = {}): DataTexture {
  return dataTexture(new Uint8Array(img.rgba), img.width, img.height, options.filter ?? 'nearest');
}
