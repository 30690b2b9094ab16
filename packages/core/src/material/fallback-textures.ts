import { DataTexture, NoColorSpace, RGBAFormat, UnsignedByteType, type Texture } from 'three';

function pixel(r: number, g: number, b: number, a: number): DataTexture {
  const t = new DataTexture(new Uint8Array([r, g, b, a]), 1, 1, RGBAFormat, UnsignedByteType);
  t.colorSpace = NoColorSpace;
  t.needsUpdate = true;
  return t;
}

let cache: Record<'white' | 'transparent' | 'black', Texture> | undefined;

/**
 * 1x1 textures that keep every sampler valid when no image is supplied. Immutable, so one set
 * is shared by every material (sharing textures is safe; sharing uniform objects is not).
 */
export function fallbackTextures(): Record<'white' | 'transparent' | 'black', Texture> {
  cache ??= {
    white: pixel(255, 255, 255, 255),
    transparent: pixel(0, 0, 0, 0),
    black: pixel(0, 0, 0, 255),
  };
  return cache;
}
