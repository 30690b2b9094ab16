// The public types of @foilkit/react are an API too. These checks run in `tsc` (npm test's first
// step): a change that widens or breaks one of them fails the build. At run time they are no-ops.
import { describe, expectTypeOf, it } from 'vitest';
import type { ReactNode } from 'react';
import type { Mesh } from 'three';
import type { CanonFile, FoilRecipe, LoadedCanon, UniformValues } from '@foilkit/core';
import type { Printing, ResolverData, SurfaceResolution } from '@foilkit/resolver';
import type {
  FoilCardHandle,
  FoilCardProps,
  FoilCollectionProps,
  GyroscopeState,
  Tilt,
} from '@foilkit/react';
import type { FoilCardMeshHandle, FoilCardMeshProps } from '@foilkit/react/scene';

// Compiled, never run: the objects below exist for the type checker.
function typeChecksOnly(): void {
  const ok: FoilCardProps = {
    src: '/a.png',
    alt: 'a',
    printing: { era: 'swsh', set: 'swsh7', rarity: 'rare-holo', variantKind: 'holo' },
  };
  // @ts-expect-error: the scan is required
  const noSrc: FoilCardProps = { alt: 'a' };
  // @ts-expect-error: so is the alt text
  const noAlt: FoilCardProps = { src: '/a.png' };
  // @ts-expect-error: a tilt is an object of two numbers, not a tuple
  const tupleTilt: FoilCardProps = { src: '/a.png', alt: 'a', tilt: [0.2, 0.1] };
  // @ts-expect-error: uniforms are typed by name
  const badUniform: FoilCardProps = { src: '/a.png', alt: 'a', uniforms: { uTilt: 0.5 } };
  const mesh: FoilCardMeshProps = { src: '/a.png', recipe: 'gold', position: [0, 1, 0], tilt: { x: 0.5 } };
  // @ts-expect-error: a mesh card has no alt text (it is not in the DOM)
  const meshAlt: FoilCardMeshProps = { src: '/a.png', alt: 'a' };
  void [ok, noSrc, noAlt, tupleTilt, badUniform, mesh, meshAlt];
}

describe('public types of @foilkit/react', () => {
  it('FoilCardProps: a scan and alt text, then the look, tilt and reports', () => {
    expectTypeOf(typeChecksOnly).toBeFunction();
    expectTypeOf<FoilCardProps['src']>().toEqualTypeOf<string>();
    expectTypeOf<FoilCardProps['alt']>().toEqualTypeOf<string>();
    expectTypeOf<FoilCardProps['printing']>().toEqualTypeOf<Printing | undefined>();
    expectTypeOf<FoilCardProps['surface']>().toEqualTypeOf<SurfaceResolution | undefined>();
    expectTypeOf<FoilCardProps['recipe']>().toEqualTypeOf<FoilRecipe | string | undefined>();
    expectTypeOf<FoilCardProps['uniforms']>().toEqualTypeOf<Readonly<Partial<UniformValues>> | undefined>();
    expectTypeOf<FoilCardProps['canon']>().toEqualTypeOf<CanonFile | LoadedCanon | undefined>();
    expectTypeOf<FoilCardProps['tilt']>().toEqualTypeOf<Partial<Tilt> | undefined>();
    expectTypeOf<FoilCardProps['onError']>().toEqualTypeOf<((error: Error) => void) | undefined>();
    expectTypeOf<FoilCardProps['onGyroscopeChange']>().toEqualTypeOf<
      ((state: GyroscopeState) => void) | undefined
    >();
  });

  it('FoilCardHandle: tilt, reset, gyroscope and inspect', () => {
    expectTypeOf<FoilCardHandle['setTilt']>().toEqualTypeOf<(tilt: Partial<Tilt>) => void>();
    expectTypeOf<FoilCardHandle['reset']>().toEqualTypeOf<() => void>();
    expectTypeOf<FoilCardHandle['requestGyroscope']>().toEqualTypeOf<() => Promise<GyroscopeState>>();
    expectTypeOf<FoilCardHandle['inspect']>().toEqualTypeOf<(open?: boolean) => void>();
  });

  it('FoilCollectionProps: data for printings, the wrapper, and children', () => {
    expectTypeOf<FoilCollectionProps['data']>().toEqualTypeOf<ResolverData | undefined>();
    expectTypeOf<FoilCollectionProps['children']>().toEqualTypeOf<ReactNode | undefined>();
    expectTypeOf<FoilCollectionProps['className']>().toEqualTypeOf<string | undefined>();
  });

  it('FoilCardMesh: the same look props, a tilt, and a handle with the mesh', () => {
    expectTypeOf<FoilCardMeshProps['printing']>().toEqualTypeOf<FoilCardProps['printing']>();
    expectTypeOf<FoilCardMeshProps['recipe']>().toEqualTypeOf<FoilCardProps['recipe']>();
    expectTypeOf<FoilCardMeshProps['tilt']>().toEqualTypeOf<Partial<Tilt> | undefined>();
    expectTypeOf<FoilCardMeshHandle['setTilt']>().toEqualTypeOf<(tilt: Partial<Tilt>) => void>();
    expectTypeOf<FoilCardMeshHandle['mesh']>().toEqualTypeOf<Mesh | null>();
  });
});
