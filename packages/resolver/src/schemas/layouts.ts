import * as z from 'zod/mini';
import { between, slugId, text, uvRect } from './common.js';

export const layoutSchema = z.object({
  art: uvRect,
  radius: between(0, 0.2),
  feather: between(0, 0.05),
});

export const layoutsFileSchema = z.object({
  version: z.literal(1),
  eras: z.record(slugId, z.object({ label: text, layouts: z.record(slugId, layoutSchema) })),
});

export type LayoutRow = z.infer<typeof layoutSchema>;
export type LayoutsFile = z.infer<typeof layoutsFileSchema>;
