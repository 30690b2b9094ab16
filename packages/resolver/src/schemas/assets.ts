import * as z from 'zod/mini';
import {
  SCOPES,
  assetNoticeShape,
  dataPath,
  intBetween,
  pairOf,
  positiveInt,
  text,
  wildcard,
} from './common.js';

/** Sidecar of a hand-drawn mask in masks/ (one card, one variant). */
export const maskSidecarSchema = z.object({
  ...assetNoticeShape,
  /** Mask sidecar format version. */
  version: z.literal(1),
  card: z.string().check(z.minLength(3)),
  variantKind: wildcard,
  file: dataPath,
  width: positiveInt,
  height: positiveInt,
});

const keyed = {
  scope: z.literal(SCOPES),
  key: text,
  variantKind: wildcard,
  rarity: wildcard,
  file: dataPath,
  width: positiveInt,
  height: positiveInt,
  sidecar: dataPath,
  note: z.optional(z.string()),
};

const gridCells = intBetween(1, 16);

/** plates.json: rows pointing at etch plates, glyph atlases and area masks. */
export const platesFileSchema = z.object({
  version: z.literal(1),
  etch: z.array(z.object(keyed)),
  /**
   * Coverage rasters for the areas the layout rect cannot draw (`frame-window`, `figure`), keyed
   * like the other plates. Drawn through the hand tier's texture slot: alpha is foil coverage.
   */
  areas: z.optional(z.array(z.object({ ...keyed, area: z.literal(['frame-window', 'figure']) }))),
  glyphs: z.array(
    z
      .object({
        ...keyed,
        count: intBetween(1, 64),
        grid: pairOf(gridCells),
      })
      .check(
        z.refine((g) => g.count <= g.grid[0] * g.grid[1], {
          message: 'count exceeds the grid cells',
          path: ['count'],
        }),
      ),
  ),
});

export type MaskSidecar = z.infer<typeof maskSidecarSchema>;
export type PlatesFile = z.infer<typeof platesFileSchema>;
export type EtchRow = PlatesFile['etch'][number];
export type GlyphRow = PlatesFile['glyphs'][number];
export type AreaRow = NonNullable<PlatesFile['areas']>[number];
