import type { ChunkOverrides } from '@foilkit/core';

/**
 * Builds with structural blocks removed. A structural addition is a no-op when its switch is
 * off exactly if the baseline and the build without it render byte-identical renders.
 */
export const STRUCTURAL_VARIANTS = {
  baseline: {},
  'without-ink': { ink_design_pars: '', ink_design_fragment: '' },
  'without-etch': { etch_plate_pars: '', etch_plate_fragment: '', etch_relief_fragment: '' },
  'without-view-override': { view_override_vertex: '' },
  'without-mask-skip': { mask_skip_fragment: '' },
  'without-structural': {
    ink_design_pars: '',
    ink_design_fragment: '',
    etch_plate_pars: '',
    etch_plate_fragment: '',
    etch_relief_fragment: '',
    view_override_vertex: '',
  },
} as const satisfies Record<string, ChunkOverrides>;

export type StructuralVariant = keyof typeof STRUCTURAL_VARIANTS;

export function isStructuralVariant(name: string): name is StructuralVariant {
  return Object.prototype.hasOwnProperty.call(STRUCTURAL_VARIANTS, name);
}
