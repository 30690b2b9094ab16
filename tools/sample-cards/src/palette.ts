import type { Rgb } from './colour.js';
import type { SamplePalette } from './types.js';

/** The colours one card type uses. Text grounds are light or saturated, never dark. */
export interface PaletteColours {
  /** Face ground behind everything, top and bottom of its gradient. */
  panelTop: Rgb;
  panelBottom: Rgb;
  /** Light ground for title and body text (luminance > 0.75). */
  plate: Rgb;
  /** Saturated ground for the coloured text strips (luminance > 0.45, chroma > 0.3). */
  tint: Rgb;
  /** Base hue of the art, in turns. */
  artHue: number;
}

export const PALETTES: Record<SamplePalette, PaletteColours> = {
  warm: {
    panelTop: [0.95, 0.7, 0.45],
    panelBottom: [0.88, 0.5, 0.32],
    plate: [0.98, 0.93, 0.86],
    tint: [0.98, 0.6, 0.36],
    artHue: 0.02,
  },
  cool: {
    panelTop: [0.62, 0.78, 0.96],
    panelBottom: [0.45, 0.62, 0.9],
    plate: [0.9, 0.95, 0.99],
    tint: [0.45, 0.72, 1.0],
    artHue: 0.58,
  },
  green: {
    panelTop: [0.68, 0.88, 0.55],
    panelBottom: [0.5, 0.76, 0.42],
    plate: [0.93, 0.98, 0.88],
    tint: [0.5, 0.85, 0.4],
    artHue: 0.3,
  },
  dark: {
    panelTop: [0.3, 0.27, 0.36],
    panelBottom: [0.18, 0.16, 0.22],
    plate: [0.9, 0.88, 0.94],
    tint: [0.74, 0.66, 0.98],
    artHue: 0.74,
  },
  psychic: {
    panelTop: [0.86, 0.66, 0.93],
    panelBottom: [0.72, 0.5, 0.86],
    plate: [0.97, 0.92, 0.99],
    tint: [0.88, 0.56, 0.98],
    artHue: 0.82,
  },
  electric: {
    panelTop: [0.99, 0.9, 0.45],
    panelBottom: [0.95, 0.78, 0.3],
    plate: [1.0, 0.98, 0.86],
    tint: [1.0, 0.84, 0.2],
    artHue: 0.13,
  },
  neutral: {
    panelTop: [0.9, 0.88, 0.84],
    panelBottom: [0.8, 0.78, 0.74],
    plate: [0.98, 0.97, 0.95],
    tint: [0.62, 0.78, 0.9],
    artHue: 0.08,
  },
};

/** Frame look per era: the outer border colour and the thin line round the art. */
export interface FrameStyle {
  border: Rgb;
  artLine: Rgb;
  /** Border thickness as a fraction of card width. */
  borderWidth: number;
}

const CLASSIC_YELLOW: FrameStyle = {
  border: [0.97, 0.83, 0.27],
  artLine: [0.78, 0.68, 0.42],
  borderWidth: 0.042,
};
const MODERN_SILVER: FrameStyle = {
  border: [0.8, 0.81, 0.83],
  artLine: [0.66, 0.68, 0.72],
  borderWidth: 0.036,
};

export function frameStyleFor(era: string | undefined): FrameStyle {
  switch (era) {
    case 'sv':
    case 'me':
      return MODERN_SILVER;
    case 'wotc':
    case 'ecard':
      return { ...CLASSIC_YELLOW, borderWidth: 0.048 };
    default:
      return CLASSIC_YELLOW;
  }
}
