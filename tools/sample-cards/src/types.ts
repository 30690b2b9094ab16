/** An art window in card UV (0..1, y up, (0,0) = bottom-left). */
export interface UvRect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** One layout row of @foilkit/data's layouts.json: where the art window sits on the face. */
export interface CardLayout {
  art: UvRect;
  /** Corner radius of the art window, as a fraction of card width. */
  radius: number;
  /** Edge softness of the foil mask; the generator only uses the hard edge. */
  feather: number;
}

export type SamplePalette = 'warm' | 'cool' | 'green' | 'dark' | 'psychic' | 'electric' | 'neutral';

export interface SampleCardOptions {
  width: number;
  /** Defaults to round(width * 88 / 63), the card's own aspect. */
  height?: number;
  layout: CardLayout;
  /** Era id from @foilkit/data's layouts.json; picks the frame style. Unknown eras get the classic frame. */
  era?: string;
  /** Drives the art, the names and the text; same seed, same bytes. */
  seed?: number;
  palette?: SamplePalette;
  /** Draws the trainer-style face: a label strip and a large text box instead of attacks. */
  kind?: 'creature' | 'trainer' | 'energy';
  /**
   * Maps the finished face through a one-ink ramp: 'gold' is a Hyper Rare's gold-on-gold print
   * (luminance to a dark-amber..pale-gold duotone; glyph ink stays dark). Omitted: full colour.
   */
  tone?: SampleTone;
}

export type SampleTone = 'gold';

export interface SampleCard {
  width: number;
  height: number;
  /** RGBA, top row first, alpha always 255. */
  rgba: Uint8Array;
  /** 1 where the pixel lies inside a dark text stroke. */
  glyph: Uint8Array;
  /** 1 where the pixel centre lies inside the layout's art window. */
  art: Uint8Array;
  /** 1 on art pixels whose chroma (max - min of RGB) is at least 40/255. */
  colouredArt: Uint8Array;
  /** 1 where the painted figure (not the background) covers the pixel: a figure-only foil's area. */
  figure: Uint8Array;
}

export interface BlankBase {
  width: number;
  height: number;
  rgba: Uint8Array;
}
