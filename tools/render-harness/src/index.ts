export { createMaterialRenderer, type MaterialRenderer } from './material-renderer.js';
export { createRawWebGL1Renderer, type RawWebGL1Renderer, type ShaderLike } from './raw-webgl1.js';
export { faceTexture, imageSpaceTexture, type RgbaImage, type ImageTextureOptions } from './textures.js';
export {
  diffPixels,
  hashPixels,
  flipRows,
  pixelIndex,
  rgbAt,
  uvOf,
  type Pixels,
  type PixelDiff,
} from './pixels.js';
