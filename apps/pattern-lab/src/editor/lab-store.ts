// The designer's work per recipe, kept in localStorage so a reload loses nothing.
import type { RecipeParams } from '@foilkit/core';

export interface Draft {
  readonly glsl: string;
  /** The parameter declaration as the JSON pane holds it (may be mid-edit, so text). */
  readonly params: string;
  readonly values: Readonly<Record<string, number>>;
}

const PREFIX = 'foilkit-lab:draft:';

export function paramsText(params: RecipeParams): string {
  return JSON.stringify(params, null, 2);
}

export function loadDraft(recipeId: string): Draft | null {
  try {
    const raw = localStorage.getItem(PREFIX + recipeId);
    if (!raw) return null;
    const d = JSON.parse(raw) as Partial<Draft>;
    return typeof d.glsl === 'string' && typeof d.params === 'string'
      ? { glsl: d.glsl, params: d.params, values: d.values ?? {} }
      : null;
  } catch {
    // Storage off or a corrupt entry: start from the shipped recipe.
    return null;
  }
}

export function saveDraft(recipeId: string, draft: Draft): void {
  try {
    localStorage.setItem(PREFIX + recipeId, JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the lab still works, the draft just does not survive a reload.
  }
}

/** Forgets every draft: each recipe is as shipped again. */
export function clearDrafts(): void {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(PREFIX)) localStorage.removeItem(key);
  } catch {
    // Nothing stored.
  }
}
