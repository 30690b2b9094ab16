import { z } from 'zod';
import { uvRect } from './common.js';

export const layoutSchema = z.object({
  art: uvRect,
  radius: z.number().min(0).max(0.2),
  feather: z.number().min(0).max(0.05),
});

export const layoutsFileSchema = z.object({
  version: z.literal(1),
  eras: z.record(
    z.string().regex(/^[a-z0-9-]+$/),
    z.object({ label: z.string().min(1), layouts: z.record(z.string().regex(/^[a-z0-9-]+$/), layoutSchema) }),
  ),
});

export type LayoutRow = z.infer<typeof layoutSchema>;
export type LayoutsFile = z.infer<typeof layoutsFileSchema>;
