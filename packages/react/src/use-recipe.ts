import { useEffect, useState } from 'react';
import type { FoilRecipe } from '@foilkit/core';

/**
 * A recipe object as given, or the registered recipe for an id. The registry (every recipe)
 * loads on first use of an id, as its own chunk: a site that passes recipe objects never pays
 * for the other 44. Null while loading; an Error for an unknown id.
 */
export function useRecipe(recipe: FoilRecipe | string): FoilRecipe | Error | null {
  const [loaded, setLoaded] = useState<{ id: string; value: FoilRecipe | Error } | null>(null);
  useEffect(() => {
    if (typeof recipe !== 'string') return;
    let live = true;
    void import('@foilkit/core/registry')
      .then((m) => m.requireRecipe(recipe))
      .catch((err: unknown) => (err instanceof Error ? err : new Error(String(err))))
      .then((value) => {
        if (live) setLoaded({ id: recipe, value });
      });
    return () => {
      live = false;
    };
  }, [recipe]);
  if (typeof recipe !== 'string') return recipe;
  return loaded?.id === recipe ? loaded.value : null;
}
