import { SHADER_CHUNKS, type ChunkOverrides } from '@foilkit/core';

// MAIN as it was before FOIL_SCAN_BASE: both composites behind the uniform's branch, always.
const mainWithoutScanBaseSwitch = SHADER_CHUNKS.main_body.replace(
  /#ifdef FOIL_SCAN_BASE\n.*\n#else\n([\s\S]*?)#endif\n/,
  '$1',
);
if (mainWithoutScanBaseSwitch === SHADER_CHUNKS.main_body)
  throw new Error('parity: main_body has no FOIL_SCAN_BASE block to remove');
// The shared specular as it was before FOIL_LAMP_ON: the glare and the lamp-off band, weighted.
const lampWithoutSwitch = SHADER_CHUNKS.lamp_pars.replace(
  /#ifdef FOIL_LAMP_ON\n.*\n#else\n([\s\S]*?)#endif\n/,
  '$1',
);
if (lampWithoutSwitch === SHADER_CHUNKS.lamp_pars)
  throw new Error('parity: lamp_pars has no FOIL_LAMP_ON block to remove');

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
  'without-scan-base-switch': { main_body: mainWithoutScanBaseSwitch },
  'without-lamp-switch': { lamp_pars: lampWithoutSwitch },
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
