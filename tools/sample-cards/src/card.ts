import { CARD_ASPECT } from '@foilkit/core/contract';
import { paintArt } from './art.js';
import { artWindowMask } from './art-mask.js';
import { luminance, mix, type Rgb } from './colour.js';
import { createRng } from './rng.js';
import { frameStyleFor, PALETTES, type PaletteColours } from './palette.js';
import { Raster, type PixelRect } from './raster.js';
import { textHeightPixels } from './text.js';
import { TextColumn } from './text-column.js';
import type { SampleCard, SampleCardOptions } from './types.js';
import { creatureName, damage, hitPoints, illustrator, moveName, rulesSentence } from './words.js';

/** The card's own aspect, from the shader contract (one number for the whole project). */
export { CARD_ASPECT };

/**
 * Stroke widths in pixels. The shader finds glyphs by comparing a pixel with
 * rings ~0.004 and ~0.010 card widths out, so strokes stay under 0.006 (body)
 * and 0.008 (titles) card widths; below ~170 px wide one pixel is the floor.
 */
export function strokeWidths(width: number): { body: number; title: number } {
  return { body: Math.max(1, Math.floor(0.0058 * width)), title: Math.max(1, Math.floor(0.0078 * width)) };
}

type Rng = () => number;

interface Face {
  raster: Raster;
  inner: PixelRect;
  artBox: PixelRect;
  palette: PaletteColours;
  rng: Rng;
  kind: NonNullable<SampleCardOptions['kind']>;
}

export function renderSampleCard(o: SampleCardOptions): SampleCard {
  const width = o.width;
  const height = o.height ?? Math.round(width * CARD_ASPECT);
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 32 || height < 32) {
    throw new RangeError(
      `renderSampleCard: size must be whole pixels of at least 32, got ${width}x${height}`,
    );
  }
  const seed = o.seed ?? 1;
  const rng = createRng(seed);
  const palette = PALETTES[o.palette ?? 'warm'];
  const frame = frameStyleFor(o.era);
  const raster = new Raster(width, height);

  raster.fill({ x0: 0, y0: 0, x1: width, y1: height }, frame.border);
  const border = Math.max(2, Math.round(frame.borderWidth * width));
  const inner = { x0: border, y0: border, x1: width - border, y1: height - border };
  raster.fillVertical(inner, palette.panelTop, palette.panelBottom);

  const art = artWindowMask(width, height, o.layout);
  const artBox = raster.toPixels(o.layout.art);
  if (o.layout.art.h < 0.8) raster.outline(artBox, Math.max(1, Math.round(0.006 * width)), frame.artLine);
  const figure = new Uint8Array(width * height);
  paintArt(raster, art, artBox, palette.artHue + rng() * 0.05, rng, figure);

  const face: Face = { raster, inner, artBox, palette, rng, kind: o.kind ?? 'creature' };
  drawTitle(face);
  drawTextBox(face);
  if (o.tone === 'gold') goldTone(raster);
  return { ...finish(raster, art), figure };
}

function drawTitle(f: Face): void {
  const { raster, inner, artBox, palette, rng } = f;
  const dots = strokeWidths(raster.width);
  const margin = Math.max(1, Math.round(0.012 * raster.width));
  const bandHeight = textHeightPixels(dots.title) + 4 * dots.title;
  const roomAbove = artBox.y0 - inner.y0 - 2 * margin;
  // Too little room above the window means a full-bleed face: the plate floats over the art.
  const overArt = roomAbove < bandHeight;
  const column = new TextColumn(
    raster,
    inner.x0 + margin,
    inner.x1 - margin,
    inner.y0 + margin,
    inner.y1,
    margin,
    overArt ? 0.88 : 1,
  );
  const name = f.kind === 'energy' ? 'BASIC ENERGY' : creatureName(rng);
  if (f.kind === 'creature') {
    column.line(name, `HP ${hitPoints(rng)}`, palette.plate, dots.title);
  } else {
    column.line(f.kind === 'trainer' ? `TRAINER - ${name}` : name, undefined, palette.plate, dots.title);
  }
}

function drawTextBox(f: Face): void {
  const { raster, inner, artBox, palette, rng } = f;
  const width = raster.width;
  const dots = strokeWidths(width);
  const margin = Math.max(1, Math.round(0.012 * width));
  const below = artBox.y1 + margin * 2;
  const opaque = inner.y1 - below >= 0.3 * width;
  const top = opaque ? below : inner.y1 - Math.round(0.45 * width);
  const x0 = inner.x0 + margin;
  const x1 = inner.x1 - margin;

  // The illustrator line is reserved first so it survives on small cards.
  const footerHeight = textHeightPixels(dots.body) + 4 * dots.body;
  const footerTop = inner.y1 - margin - footerHeight;
  const footer = new TextColumn(raster, x0, x1, footerTop, inner.y1, margin, opaque ? 1 : 0.88);
  const setNumber = `${1 + Math.floor(rng() * 150)}/${150 + Math.floor(rng() * 60)}`;
  footer.line(illustrator(rng), setNumber, palette.plate, dots.body);

  const column = new TextColumn(raster, x0, x1, top, footerTop - margin, margin, opaque ? 1 : 0.88);
  if (f.kind === 'trainer') {
    column.paragraph(
      `${rulesSentence(rng)} ${rulesSentence(rng)} ${rulesSentence(rng)}`,
      palette.plate,
      dots.body,
    );
    column.paragraph('YOU MAY PLAY ANY NUMBER OF ITEM CARDS DURING YOUR TURN.', palette.tint, dots.body);
    return;
  }
  if (f.kind === 'energy') {
    column.paragraph('THIS CARD PROVIDES 1 BASIC ENERGY.', palette.plate, dots.body);
    return;
  }
  column.line(
    `NO. ${String(1 + Math.floor(rng() * 400)).padStart(3, '0')}  HT 1.${Math.floor(rng() * 9)} M`,
    undefined,
    palette.tint,
    dots.body,
  );
  column.line(moveName(rng), String(damage(rng)), palette.plate, dots.title);
  column.paragraph(rulesSentence(rng), palette.plate, dots.body);
  column.line(moveName(rng), `${damage(rng)}+`, palette.tint, dots.title);
  column.paragraph(rulesSentence(rng), palette.tint, dots.body);
  column.line('WEAK X2  RES -30', `RETREAT ${1 + Math.floor(rng() * 3)}`, palette.plate, dots.body);
}

/**
 * Gold ink on gold foil (a Hyper Rare): every pixel keeps its luminance and takes the gold ramp's
 * colour at that luminance, so the face reads as one warm monochrome and the text keeps its contrast.
 * Glyph strokes take the ramp's dark end: the ink that makes text readable stays the darkest thing.
 */
const GOLD_RAMP: readonly (readonly [number, Rgb])[] = [
  [0, [0.09, 0.055, 0.02]],
  [0.5, [0.68, 0.46, 0.14]],
  [1, [1.0, 0.94, 0.7]],
];

function goldTone(r: Raster): void {
  for (let i = 0; i < r.width * r.height; i++) {
    const c: Rgb = [r.rgb[i * 3] ?? 0, r.rgb[i * 3 + 1] ?? 0, r.rgb[i * 3 + 2] ?? 0];
    const l = Math.max(0, Math.min(1, luminance(c)));
    const t = r.glyph[i] === 1 ? Math.min(l, 0.08) : l;
    const [[t0, a], [t1, b]] = t < 0.5 ? [GOLD_RAMP[0]!, GOLD_RAMP[1]!] : [GOLD_RAMP[1]!, GOLD_RAMP[2]!];
    const g = mix(a, b, (t - t0) / (t1 - t0));
    r.rgb[i * 3] = g[0];
    r.rgb[i * 3 + 1] = g[1];
    r.rgb[i * 3 + 2] = g[2];
  }
}

function finish(r: Raster, art: Uint8Array): Omit<SampleCard, 'figure'> {
  const pixels = r.width * r.height;
  const rgba = new Uint8Array(pixels * 4);
  const colouredArt = new Uint8Array(pixels);
  for (let i = 0; i < pixels; i++) {
    let lo = 255;
    let hi = 0;
    for (let c = 0; c < 3; c++) {
      const v = Math.round(Math.max(0, Math.min(1, r.rgb[i * 3 + c] ?? 0)) * 255);
      rgba[i * 4 + c] = v;
      lo = Math.min(lo, v);
      hi = Math.max(hi, v);
    }
    rgba[i * 4 + 3] = 255;
    if (art[i] === 1 && hi - lo >= 40) colouredArt[i] = 1;
  }
  return { width: r.width, height: r.height, rgba, glyph: r.glyph, art, colouredArt };
}
