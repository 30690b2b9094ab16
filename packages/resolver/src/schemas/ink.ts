import { INK_LATTICE } from '@foilkit/core/contract';
import * as z from 'zod/mini';
import {
  SCOPES,
  assetNoticeShape,
  between,
  pairOf,
  dataPath,
  positiveInt,
  slugId,
  text,
  wildcard,
} from './common.js';

const { tilesAcross, phase, rotationTurns } = INK_LATTICE;

/**
 * Where the lattice sits and how the ink behaves: the six numbers of the spec's table. The
 * lattice bounds are the contract's own (INK_LATTICE), so valid data never reaches the material
 * only to be clamped there. An absent field takes the contract's value (resolve-ink's IDLE).
 */
const placementSchema = z.object({
  tilesAcross: z.number().check(z.gt(tilesAcross.min), z.maximum(tilesAcross.max)),
  phase: z.optional(pairOf(between(phase.min, phase.max))),
  rotationTurns: z.optional(between(rotationTurns.min, rotationTurns.max)),
  jitter: z.optional(between(0, 0.5)),
  stagger: z.optional(between(0, 1)),
  strength: z.optional(between(0, 1)),
  tone: z.optional(between(0, 1)),
});

export const inkRowSchema = z
  .object({
    scope: z.literal(SCOPES),
    /** card id, "set/subset", set id or era id, matching the scope. */
    key: text,
    type: wildcard,
    variantKind: text,
    rarity: wildcard,
    state: z.literal(['design', 'queued', 'no-ink']),
    tile: z.optional(slugId),
    placement: z.optional(placementSchema),
    note: z.optional(z.string()),
  })
  .check(
    z.superRefine((row, ctx) => {
      if (row.state === 'design' && (!row.tile || !row.placement)) {
        ctx.addIssue({
          code: 'custom',
          path: [row.tile ? 'placement' : 'tile'],
          message: 'a design row needs a tile and a placement',
        });
      }
      if (row.state !== 'design' && row.tile) {
        ctx.addIssue({ code: 'custom', path: ['tile'], message: `a ${row.state} row must not name a tile` });
      }
      if (row.scope === 'subset' && !row.key.includes('/')) {
        ctx.addIssue({ code: 'custom', path: ['key'], message: 'a subset key is "set/subset"' });
      }
    }),
  );

export const inkDesignsFileSchema = z.object({ version: z.literal(1), rows: z.array(inkRowSchema) });

/** One tile's entry in the index. tools/build-ink-index.mjs validates what it writes with this schema. */
export const inkTileSchema = z.object({
  ...assetNoticeShape,
  file: dataPath,
  width: positiveInt,
  height: positiveInt,
  seam: z.literal(0, { message: 'only a tile whose seam measured 0 may be indexed' }),
  coverage: between(0, 1),
});

/** Written by tools/build-ink-index.mjs: one entry per tile that passed the seam check. */
export const inkIndexFileSchema = z.object({
  version: z.literal(1),
  tiles: z.record(slugId, inkTileSchema),
});

/** Scans measured for an overprint already printed in them. Only `measured` entries suppress drawing. */
export const framesFileSchema = z.object({
  version: z.literal(1),
  entries: z.array(
    z.object({
      card: z.string().check(z.minLength(3)),
      variantKind: text,
      scan: z.optional(text),
      inkInScan: z.literal(['measured-present', 'measured-absent']),
      measured: z.object({
        by: text,
        on: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
        method: text,
      }),
    }),
  ),
});

export type InkRow = z.infer<typeof inkRowSchema>;
export type InkDesignsFile = z.infer<typeof inkDesignsFileSchema>;
export type InkIndexFile = z.infer<typeof inkIndexFileSchema>;
export type FramesFile = z.infer<typeof framesFileSchema>;
