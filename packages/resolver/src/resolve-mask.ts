import type { SurfaceUniformValues } from '@foilkit/core/contract';
import { DEFAULT_LAYOUT } from './default-layout.js';
import type { ResolverData } from './load-data.js';
import { keyMatches, type Printing } from './printing.js';
import type { Decision } from './provenance.js';
import { resolveFoilFor, type FoilResolution, type MaskMode } from './resolve-foil.js';
import { resolvePrinting, type ResolvedPrinting } from './resolve-printing.js';

export interface MaskResolution {
  tier: 'hand' | 'layout' | 'none';
  layoutId: string;
  uniforms: Pick<
    SurfaceUniformValues,
    'uMaskRect' | 'uMaskRadius' | 'uMaskFeather' | 'uMaskInvert' | 'uMaskTexOn'
  >;
  /** Path relative to the data root of the hand mask, when the hand tier won. */
  texture: string | undefined;
  decisions: Decision[];
}

/** The layout the face is printed with: a rule's choice, else by variant and supertype. */
function layoutIdFor(p: ResolvedPrinting, mode: MaskMode, ruleLayout: string | undefined): string {
  if (ruleLayout) return ruleLayout;
  if (mode === 'full') return 'full-art';
  if (p.supertype === 'trainer') return 'trainer';
  if (p.supertype === 'energy') return 'energy';
  return 'standard';
}

export function resolveMaskFor(
  p: ResolvedPrinting,
  foil: FoilResolution,
  data: ResolverData,
): MaskResolution {
  const wanted = layoutIdFor(p, foil.maskMode, foil.layout);
  const eraLayouts = data.index.layouts.get(p.era);
  const chosenId = eraLayouts?.has(wanted) ? wanted : 'standard';
  const layout = eraLayouts?.get(chosenId);
  const layoutDecision: Decision = layout
    ? {
        decision: 'layout',
        scope: 'era',
        key: p.era,
        file: 'layouts.json',
        row: `eras.${p.era}.layouts.${chosenId}`,
      }
    : {
        decision: 'layout',
        scope: 'default',
        key: '',
        file: 'layouts.json',
        row: '(built-in DEFAULT_LAYOUT)',
      };
  const decisions: Decision[] = [layoutDecision];
  const row = layout ?? DEFAULT_LAYOUT;
  const rect: [number, number, number, number] = [row.art.x, row.art.y, row.art.w, row.art.h];

  const hand = p.card
    ? data.index.masks.get(p.card)?.find((m) => keyMatches(m.variantKind, p.variantKind))
    : undefined;
  const mode = foil.maskMode;
  const handTier = hand !== undefined && mode !== 'none';
  decisions.push(
    handTier
      ? {
          decision: 'mask',
          scope: 'card',
          key: hand.card,
          file: `masks/${hand.file.replace(/^masks\//, '')}`,
          row: 'hand tier',
        }
      : { ...layoutDecision, decision: 'mask' },
  );
  // The hand tier keeps the layout rect (the shader gates on it) and is never inverted;
  // `full` covers the face, `none` covers nothing.
  const shaped = handTier || mode === 'window' || mode === 'reverse';
  return {
    tier: handTier ? 'hand' : mode === 'none' ? 'none' : 'layout',
    layoutId: chosenId,
    uniforms: {
      uMaskRect: shaped ? rect : mode === 'full' ? [0, 0, 1, 1] : [0, 0, 0, 0],
      uMaskRadius: shaped ? row.radius : 0,
      uMaskFeather: shaped ? row.feather : 0,
      uMaskInvert: !handTier && mode === 'reverse' ? 1 : 0,
      uMaskTexOn: handTier ? 1 : 0,
    },
    texture: handTier ? hand.file : undefined,
    decisions,
  };
}

/** Mask tier and uniforms: a hand mask for the card beats the era layout; the variant sets invert. */
export function resolveMask(printing: Printing, data: ResolverData): MaskResolution {
  const p = resolvePrinting(printing, data);
  return resolveMaskFor(p, resolveFoilFor(p, data), data);
}
