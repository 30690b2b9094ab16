/** How a material bakes: `false` draws the unbaked reference path; `width` fixes the bake's width. */
export type BakeOption = false | { readonly width: number };

/**
 * The default bake's width: the card's width on screen rounded up to `step` texels, never
 * wider than the scan or than `max`. It grows when the card is drawn larger, never shrinks.
 */
export const BAKE_WIDTH_RULE = { step: 32, max: 512 } as const;
