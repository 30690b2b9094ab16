import { hueAndChroma, luma, type RGB } from '@foilkit/core/reference';

export const bytesToRgb = (d: Uint8Array, i: number): RGB => [d[i]! / 255, d[i + 1]! / 255, d[i + 2]! / 255];
export { hueAndChroma, luma };
