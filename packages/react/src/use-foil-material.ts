import { useEffect, useMemo, useRef } from 'react';
import { createFoilMaterial, plainScanRecipe, type FoilMaterial, type FoilRecipe } from '@foilkit/core';
import type { CardLook } from './resolve-look.js';
import { useRecipe } from './use-recipe.js';

function toError(err: unknown): Error {
  return err instanceof Error ? err : new Error(String(err));
}

export interface CardMaterials {
  /** The card's foil, or null while its recipe loads, when it has none, or when it failed. */
  readonly material: FoilMaterial | null;
  /**
   * The scan, plain, with the program every card shares (no bake: the plain path reads no static
   * term): drawn until the foil's program is compiled, and where the card has no foil.
   */
  readonly plain: FoilMaterial;
}

/**
 * The materials a card draws: its foil, built from the recipe and canon and kept in step with
 * the look's uniforms, and the plain scan. A recipe that fails to build, or uniforms the
 * material refuses, go to `onBroken`; both materials are disposed with the card.
 */
export function useFoilMaterial(
  recipe: FoilRecipe | string | null,
  look: CardLook,
  onBroken: (error: Error) => void,
  invalidate: () => void,
): CardMaterials {
  const brokenRef = useRef(onBroken);
  useEffect(() => {
    brokenRef.current = onBroken;
  });
  const { canon } = look;
  const resolved = useRecipe(recipe ?? plainScanRecipe);
  const built = useMemo((): FoilMaterial | Error | null => {
    if (recipe === null) return null;
    if (resolved === null || resolved instanceof Error) return resolved;
    try {
      return createFoilMaterial({ recipe: resolved, ...(canon ? { canon } : {}) });
    } catch (err) {
      return toError(err);
    }
  }, [recipe, resolved, canon]);
  const material = built instanceof Error ? null : built;
  const plain = useMemo(() => createFoilMaterial({ recipe: plainScanRecipe, bake: false }), []);
  useEffect(() => () => plain.dispose(), [plain]);

  useEffect(() => {
    if (built instanceof Error) {
      brokenRef.current(built);
      return;
    }
    return () => built?.dispose();
  }, [built]);

  useEffect(() => {
    if (!material) return;
    try {
      material.setUniforms(look.uniforms);
      invalidate();
    } catch (err) {
      brokenRef.current(toError(err));
    }
  }, [material, look.uniforms, invalidate]);

  return { material, plain };
}
