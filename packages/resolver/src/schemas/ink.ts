import { z } from 'zod';
import { SCOPES, assetNotice, dataPath, wildcard } from './common.js';

/** Where the lattice sits and how the ink behaves: the six numbers of the spec's table. */
const placementSchema = z.object({
  tilesAcross: z.number().gt(0).max(64),
  phase: z.tuple([z.number(), z.number()]).default([0, 0]),
  rotationTurns: z.number().min(-1).max(1).default(0),
  jitter: z.number().min(0).max(0.5).default(0),
  stagger: z.number().min(0).max(1).default(0),
  strength: z.number().min(0).max(1).default(1),
  tone: z.number().min(0).max(1).default(0),
});

export const inkRowSchema = z
  .object({
    scope: z.enum(SCOPES),
    /** card id, "set/subset", set id or era id, matching the scope. */
    key: z.string().min(1),
    type: wildcard,
    variantKind: z.string().min(1),
    rarity: wildcard,
    state: z.enum(['design', 'queued', 'no-ink']),
    tile: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .optional(),
    placement: placementSchema.optional(),
    note: z.string().optional(),
  })
  .superRefine((row, ctx) => {
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
  });

export const inkDesignsFileSchema = z.object({ version: z.literal(1), rows: z.array(inkRowSchema) });

/** Written by tools/build-ink-index.mjs: one entry per tile that passed the seam check. */
export const inkIndexFileSchema = z.object({
  version: z.literal(1),
  tiles: z.record(
    z.string().regex(/^[a-z0-9-]+$/),
    assetNotice.extend({
      file: dataPath,
      width: z.number().int().positive(),
      height: z.number().int().positive(),
      seam: z.literal(0, { message: 'only a tile whose seam measured 0 may be indexed' }),
      coverage: z.number().min(0).max(1),
    }),
  ),
});

/** Scans measured for an overprint already printed in them. Only `measured` entries suppress drawing. */
export const framesFileSchema = z.object({
  version: z.literal(1),
  entries: z.array(
    z.object({
      card: z.string().min(3),
      variantKind: z.string().min(1),
      scan: z.string().min(1).optional(),
      inkInScan: z.enum(['measured-present', 'measured-absent']),
      measured: z.object({
        by: z.string().min(1),
        on: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
        method: z.string().min(1),
      }),
    }),
  ),
});

export type InkRow = z.infer<typeof inkRowSchema>;
export type InkDesignsFile = z.infer<typeof inkDesignsFileSchema>;
export type InkIndexFile = z.infer<typeof inkIndexFileSchema>;
export type FramesFile = z.infer<typeof framesFileSchema>;
