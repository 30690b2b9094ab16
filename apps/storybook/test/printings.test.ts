import { describe, expect, it } from 'vitest';
import { loadResolverData, resolveSurface } from '@foilkit/resolver';
import { extendResolverData } from '@foilkit/resolver/extend';
import { rawData } from '@foilkit/data';
import {
  CLASS_SAMPLES,
  ETCH_PRINTING,
  GLYPH_PRINTING,
  INK_STATE_PRINTINGS,
  IN_SCAN_FRAMES,
} from '../src/printings.js';
import { sampleCard } from '../src/samples.js';

const data = loadResolverData(extendResolverData(rawData, { frames: IN_SCAN_FRAMES }));

describe('the feature stories’ printings reach the outcome they are shown for', () => {
  for (const [state, example] of Object.entries(INK_STATE_PRINTINGS)) {
    it(`ink state ${state}`, () => {
      const surface = resolveSurface(example.printing, data);
      expect(surface.inkState).toBe(state);
      expect(surface.recipe).not.toBeNull();
    });
  }

  it('the etch plate and the glyph atlas', () => {
    const etch = resolveSurface(ETCH_PRINTING, data);
    expect(etch.uniforms.uEtchOn).toBe(1);
    expect(etch.textures.etch).toMatch(/etch-plates\//);
    const glyph = resolveSurface(GLYPH_PRINTING, data);
    expect(glyph.recipe).toBe('glyph-emblem');
    expect(glyph.uniforms.uGlyphOn).toBe(1);
    expect(glyph.textures.glyph).toMatch(/glyphs\//);
  });
});

describe('the printing-class story’s sample cards resolve to their class', () => {
  for (const expected of CLASS_SAMPLES) {
    it(expected.card, () => {
      const surface = resolveSurface(sampleCard(expected.card).printing, data);
      expect({
        card: expected.card,
        printingClass: surface.printingClass,
        area: surface.area,
        maskTier: surface.maskTier,
      }).toEqual(expected);
      expect(surface.provenance.notes.join('\n')).not.toMatch(/not declared|not listed|has no mask/);
    });
  }
});
