// The resolver's public types, checked by `tsc` in npm test: a change that widens or breaks
// them fails the build. At run time these are no-ops.
import { describe, expectTypeOf, it } from 'vitest';
import type { RecipeId } from '@foilkit/core/ids';
import type { SurfaceUniformValues } from '@foilkit/core/contract';
import type { InkState, Printing, Provenance, SurfaceResolution, SurfaceTextures } from '../src/index.js';

describe('public types of @foilkit/resolver', () => {
  it('a Printing needs set, rarity and variant kind; era (the set decides it) and the rest are optional', () => {
    expectTypeOf<Pick<Printing, 'set' | 'rarity' | 'variantKind'>>().toEqualTypeOf<{
      set: string;
      rarity: string;
      variantKind: string;
    }>();
    expectTypeOf<Printing['era']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Printing['subtypes']>().toEqualTypeOf<readonly string[] | undefined>();
    expectTypeOf<Printing['card']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Printing['subset']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Printing['supertype']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Printing['type']>().toEqualTypeOf<string | undefined>();
    // @ts-expect-error: an unknown field is a typo, not data
    const typo: Printing = { era: 'sv', set: 'sv1', rarity: 'rare', variantKind: 'holo', varaint: 'x' };
    void typo;
  });

  it('a Surface names a catalogue recipe, contract-typed uniforms and slot-keyed textures', () => {
    expectTypeOf<SurfaceResolution['recipe']>().toEqualTypeOf<RecipeId | null>();
    expectTypeOf<SurfaceResolution['inkState']>().toEqualTypeOf<InkState>();
    expectTypeOf<InkState>().toEqualTypeOf<'none' | 'queued' | 'no-ink' | 'design' | 'in-scan'>();
    expectTypeOf<SurfaceResolution['uniforms']['uInkTile']>().toEqualTypeOf<
      SurfaceUniformValues['uInkTile']
    >();
    expectTypeOf<SurfaceResolution['uniforms']['uMaskRect']>().toEqualTypeOf<
      SurfaceUniformValues['uMaskRect']
    >();
    expectTypeOf<SurfaceTextures>().toEqualTypeOf<
      Partial<Record<'mask' | 'ink' | 'etch' | 'glyph', string>>
    >();
    expectTypeOf<SurfaceResolution['provenance']>().toEqualTypeOf<Provenance>();
    expectTypeOf<SurfaceResolution['area']>().toEqualTypeOf<
      'window' | 'reverse' | 'full' | 'frame-window' | 'figure' | 'none'
    >();
    expectTypeOf<SurfaceResolution['texture']>().toEqualTypeOf<'smooth' | 'etched' | undefined>();
    expectTypeOf<RecipeId>().not.toEqualTypeOf<string>();
  });
});
