import { describe, expect, it } from 'vitest';
import { loadResolverData, resolveSurface, type Printing } from '@foilkit/resolver';
import { rawData } from '@foilkit/data';
import {
  applyChoices,
  INK_CHOICES,
  MASK_TIERS,
  type InkChoice,
  type MaskTier,
} from '../src/editor/card-look.js';

const data = loadResolverData(rawData);
const resolve = (p: Printing) => resolveSurface(p, data);
const holo = resolve({ era: 'swsh', set: 'swsh7', rarity: 'rare-holo', variantKind: 'holo' });
const design = resolve({ era: 'sv', set: 'foilkit-samples', rarity: 'common', variantKind: 'reverse' });
const base = { maskView: false, blankBase: false } as const;
const pick = (tier: MaskTier, ink: InkChoice) => applyChoices(holo, { ...base, tier, ink }, design);

describe('the editor offers every mask tier and every ink state', () => {
  it('lists the five ink states the resolver reports, and the layout tiers', () => {
    expect(Object.keys(INK_CHOICES).sort()).toEqual([
      'design',
      'in-scan',
      'no-ink',
      'none',
      'queued',
      'resolved',
    ]);
    expect(Object.keys(MASK_TIERS)).toEqual(['resolved', 'window', 'reverse', 'face', 'none']);
  });

  it('window and reverse keep the card’s own art window and differ only by the invert', () => {
    expect(pick('window', 'resolved').uniforms).toMatchObject({ uMaskInvert: 0, uMaskTexOn: 0 });
    expect(pick('reverse', 'resolved').uniforms).toMatchObject({ uMaskInvert: 1, uMaskTexOn: 0 });
    expect(pick('reverse', 'resolved').uniforms.uMaskRect).toBeUndefined(); // the resolved rect stays
    expect(pick('face', 'resolved').uniforms.uMaskRect).toEqual([0, 0, 1, 1]);
    expect(pick('none', 'resolved').uniforms.uMaskRect).toEqual([0, 0, 0, 0]);
  });

  it('each ink state sets the gates the resolver would, and design borrows a real row', () => {
    for (const state of ['none', 'queued', 'no-ink'] as const)
      expect(pick('resolved', state).uniforms).toMatchObject({ uInkOn: 0, uInkDraw: 0 });
    expect(pick('resolved', 'in-scan').uniforms).toMatchObject({ uInkOn: 1, uInkDraw: 0 });
    const drawn = pick('resolved', 'design');
    expect(design.inkState).toBe('design');
    expect(drawn.surface?.textures.ink).toBe(design.textures.ink);
    expect(drawn.uniforms).toMatchObject({ uInkOn: 1, uInkDraw: 1, uInkTile: design.uniforms.uInkTile });
    // A card that already has a design keeps its own.
    expect(
      applyChoices(design, { ...base, tier: 'resolved', ink: 'design' }, design).uniforms.uInkTile,
    ).toBeUndefined();
  });
});
