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
  const eraLayouts = data.layouts.eras[p.era]?.layouts;
  const chosenId = eraLayouts?.[wanted] ? wanted : 'standard';
  const layout = eraLayouts?.[chosenId];
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
    ? data.masks.find((m) => m.card.toLowerCase() === p.card && keyMatches(m.variantKind, p.variantKind))
    : undefined;
  if (hand && foil.maskMode !== 'none') {
    decisions.push({
      decision: 'mask',
      scope: 'card',
      key: hand.card,
      file: `masks/${hand.file.replace(/^masks\//, '')}`,
      row: 'hand tier',
    });
    return {
      tier: 'hand',
      layoutId: chosenId,
      uniforms: {
        uMaskRect: rect,
        uMaskRadius: row.radius,
        uMaskFeather: row.feather,
        uMaskInvert: 0,
        uMaskTexOn: 1,
      },
      texture: hand.file,
      decisions,
    };
  }
  decisions.push({ ...layoutDecision, decision: 'mask' });
  switch (foil.maskMode) {
    case 'none':
      return {
        tier: 'none',
        layoutId: chosenId,
        uniforms: { uMaskRect: [0, 0, 0, 0], uMaskRadius: 0, uMaskFeather: 0, uMaskInvert: 0, uMaskTexOn: 0 },
        texture: undefined,
        decisions,
      };
    case 'full':
      return {
        tier: 'layout',
        layoutId: chosenId,
        uniforms: { uMaskRect: [0, 0, 1, 1], uMaskRadius: 0, uMaskFeather: 0, uMaskInvert: 0, uMaskTexOn: 0 },
        texture: undefined,
        decisions,
      };
    default:
      return {
        tier: 'layout',
        layoutId: chosenId,
        uniforms: {
          uMaskRect: rect,
          uMaskRadius: row.radius,
          uMaskFeather: row.feather,
          uMaskInvert: foil.maskMode === 'reverse' ? 1 : 0,
          uMaskTexOn: 0,
        },
        texture: undefined,
        decisions,
      };
  }
}

/** Mask tier and uniforms: a hand mask for the card beats the era layout; the variant sets invert. */
export function resolveMask(printing: Printing, data: ResolverData): MaskResolution {
  const p = resolvePrinting(printing, data);
  return resolveMaskFor(p, resolveFoilFor(p, data), data);
}
