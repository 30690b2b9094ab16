// The editor's overrides on a resolved surface: mask tier, ink state, mask view, blank base.
import type { UniformValues } from '@foilkit/core';
import type { InkState, SurfaceResolution } from '@foilkit/resolver';
import { FULL_FACE } from '../views.js';

export type MaskTier = 'resolved' | 'window' | 'reverse' | 'face' | 'none';
export type InkChoice = 'resolved' | InkState;

export const MASK_TIERS: Readonly<Record<MaskTier, string>> = {
  resolved: 'as resolved (hand mask where one exists)',
  window: 'layout window (inside the art box)',
  reverse: 'layout reverse (outside the art box)',
  face: 'full face',
  none: 'none (no foil zone)',
};
export const INK_CHOICES: Readonly<Record<InkChoice, string>> = {
  resolved: 'as resolved',
  none: 'none (no row keys it)',
  queued: 'queued (a mark we may not trace)',
  'no-ink': 'no-ink (recorded: no overprint)',
  design: 'design (a tile is drawn)',
  'in-scan': 'in-scan (the scan already shows it)',
};

export interface LookChoices {
  readonly tier: MaskTier;
  readonly ink: InkChoice;
  readonly maskView: boolean;
  readonly blankBase: boolean;
}

/**
 * A real `design` resolution to borrow when the card's own printing has none (its tile and
 * placement come from a shipped ink-design row, never from numbers written here).
 */
export type DesignExample = Pick<SurfaceResolution, 'uniforms' | 'textures'>;

export function applyChoices(
  surface: SurfaceResolution | null,
  c: LookChoices,
  design?: DesignExample,
): { surface: SurfaceResolution | undefined; uniforms: Partial<UniformValues> } {
  const uniforms: Partial<UniformValues> = { uMaskView: c.maskView ? 1 : 0 };
  if (c.blankBase) uniforms.uScanBase = 0;
  if (!surface) return { surface: undefined, uniforms: { ...uniforms, ...FULL_FACE } };
  const textures = { ...surface.textures };
  if (c.tier !== 'resolved') {
    // The layout tiers use the card's own art window; only the invert and the hand tier change.
    delete textures.mask;
    uniforms.uMaskTexOn = 0;
    if (c.tier === 'window' || c.tier === 'reverse') uniforms.uMaskInvert = c.tier === 'reverse' ? 1 : 0;
    if (c.tier === 'face') Object.assign(uniforms, FULL_FACE);
    if (c.tier === 'none') Object.assign(uniforms, { uMaskRect: [0, 0, 0, 0], uMaskInvert: 0 });
  }
  if (c.ink === 'none' || c.ink === 'queued' || c.ink === 'no-ink') {
    // Three states, one pair of gates: the slot is empty and the recipe keeps its stand-in.
    delete textures.ink;
    Object.assign(uniforms, { uInkOn: 0, uInkDraw: 0 });
  } else if (c.ink === 'in-scan') {
    delete textures.ink;
    Object.assign(uniforms, { uInkOn: 1, uInkDraw: 0 });
  } else if (c.ink === 'design' && surface.inkState !== 'design' && design?.textures.ink) {
    textures.ink = design.textures.ink;
    // Every ink uniform the resolver decided for that row, so no list of them is kept here.
    for (const [name, value] of Object.entries(design.uniforms))
      if (name.startsWith('uInk')) Object.assign(uniforms, { [name]: value });
  }
  return { surface: { ...surface, textures }, uniforms };
}
