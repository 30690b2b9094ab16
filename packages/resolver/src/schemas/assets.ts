import { z } from 'zod';
import { SCOPES, assetNotice, dataPath, wildcard } from './common.js';

/** Sidecar of a hand-drawn mask in masks/ (one card, one variant). */
export const maskSidecarSchema = assetNotice.extend({
  /** Mask sidecar format version. */
  version: z.literal(1),
  card: z.string().min(3),
  variantKind: wildcard,
  file: dataPath,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

const keyed = {
  scope: z.enum(SCOPES),
  key: z.string().min(1),
  variantKind: wildcard,
  rarity: wildcard,
  file: dataPath,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  sidecar: dataPath,
  note: z.string().optional(),
};

/** plates.json: rows pointing at etch plates and glyph atlases. */
export const platesFileSchema = z.object({
  version: z.literal(1),
  etch: z.array(z.object(keyed)),
  glyphs: z.array(
    z
      .object({
        ...keyed,
        count: z.number().int().min(1).max(64),
        grid: z.tuple([z.number().int().min(1).max(16), z.number().int().min(1).max(16)]),
      })
      .refine((g) => g.count <= g.grid[0] * g.grid[1], {
        message: 'count exceeds the grid cells',
        path: ['count'],
      }),
  ),
});

export type MaskSidecar = z.infer<typeof maskSidecarSchema>;
export type PlatesFile = z.infer<typeof platesFileSchema>;
export type EtchRow = PlatesFile['etch'][number];
export type GlyphRow = PlatesFile['glyphs'][number];
