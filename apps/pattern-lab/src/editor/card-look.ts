// The editor's overrides on a resolved surface: mask tier, ink state, mask view, blank base.
import type { UniformValues } from '@foilkit/core';
import type { SurfaceResolution } from '@foilkit/resolver';
import { FULL_FACE } from '../views.js';

export type MaskTier = 'resolved' | 'rect' | 'face';
export type InkChoice = 'resolved' | 'off';

export const MASK_TIERS: Readonly<Record<MaskTier, string>> = {
  resolved: 'as resolved (hand mask where one exists)',
  rect: 'rectangle only (no hand mask)',
  face: 'whole face',
};
export const INK_CHOICES: Readonly<Record<InkChoice, string>> = {
  resolved: 'as resolved',
  off: 'off',
};

export interface LookChoices {
  readonly tier: MaskTier;
  readonly ink: InkChoice;
  readonly maskView: boolean;
  readonly blankBase: boolean;
}

export function applyChoices(
  surface: SurfaceResolution | null,
  c: LookChoices,
): { surface: SurfaceResolution | undefined; uniforms: Partial<UniformValues> } {
  const uniforms: Partial<UniformValues> = { uMaskView: c.maskView ? 1 : 0 };
  if (c.blankBase) uniforms.uScanBase = 0;
  if (!surface) return { surface: undefined, uniforms: { ...uniforms, ...FULL_FACE } };
  const textures = { ...surface.textures };
  if (c.tier !== 'resolved') {
    delete textures.mask;
    uniforms.uMaskTexOn = 0;
  }
  if (c.tier === 'face') Object.assign(uniforms, FULL_FACE);
  if (c.ink === 'off') {
    delete textures.ink;
    uniforms.uInkOn = 0;
  }
  return { surface: { ...surface, textures }, uniforms };
}
