// What each view shows: a list of slot specs (card, recipe, surface values, caption). No DOM here.
import type { UniformValues } from '@foilkit/core';
import { listRecipes } from '@foilkit/core/registry';
import { resolveSurface, type ResolverData, type SurfaceResolution } from '@foilkit/resolver';
import type { SampleCard } from './sample-cards.js';

export type ViewId = 'resolved' | 'recipe' | 'card';

export interface ViewState {
  view: ViewId;
  recipe: string;
  card: string;
}

export interface SlotSpec {
  /** Stable across view switches for the same (view, card, recipe), so materials can be reused. */
  readonly key: string;
  readonly card: SampleCard;
  /** Null: the printing carries no foil, so the slot shows the plain scan. */
  readonly recipe: string | null;
  /** The resolved surface with this view's textures; undefined when resolver data is unavailable. */
  readonly surface: SurfaceResolution | undefined;
  readonly uniforms: Partial<UniformValues>;
  readonly title: string;
  readonly lines: readonly string[];
}

/** The whole face, so every recipe is obvious whatever the card's real foil zone is. */
export const FULL_FACE: Partial<UniformValues> = {
  uMaskRect: [0, 0, 1, 1],
  uMaskRadius: 0,
  uMaskFeather: 0,
  uMaskInvert: 0,
  uMaskTexOn: 0,
};

export const VIEW_LABELS: Readonly<Record<ViewId, string>> = {
  resolved: 'Resolved foils',
  recipe: 'One recipe',
  card: 'One card',
};

export function recipeFamily(id: string): string {
  return listRecipes().find((r) => r.id === id)?.family ?? '?';
}

function resolve(card: SampleCard, data: ResolverData | null): SurfaceResolution | null {
  return data ? resolveSurface(card.printing, data) : null;
}

function describePrinting(card: SampleCard): string {
  const p = card.printing;
  return `${p.set} · ${p.rarity} · ${p.variantKind}`;
}

export function buildView(
  state: ViewState,
  cards: readonly SampleCard[],
  data: ResolverData | null,
): SlotSpec[] {
  switch (state.view) {
    case 'resolved':
      return cards.map((card) => resolvedSlot(card, data));
    case 'recipe':
      return cards.map((card) => recipeSlot(card, state.recipe, data));
    case 'card': {
      const card = cards.find((c) => c.id === state.card) ?? cards[0];
      return card ? listRecipes().map((r) => cardSlot(card, r.id, data)) : [];
    }
  }
}

function resolvedSlot(card: SampleCard, data: ResolverData | null): SlotSpec {
  const s = resolve(card, data);
  const base = { key: `resolved:${card.id}`, card, title: card.id };
  if (!s)
    return {
      ...base,
      recipe: null,
      surface: undefined,
      uniforms: {},
      lines: ['resolver data unavailable', describePrinting(card)],
    };
  if (s.recipe === null) {
    return {
      ...base,
      recipe: null,
      surface: s,
      uniforms: {},
      lines: ['no foil (plain scan)', describePrinting(card)],
    };
  }
  return {
    ...base,
    recipe: s.recipe,
    surface: s,
    uniforms: {},
    lines: [
      `${s.recipe} · ${recipeFamily(s.recipe)}`,
      `mask ${s.maskTier} · ink ${s.inkState}`,
      describePrinting(card),
    ],
  };
}

function recipeSlot(card: SampleCard, recipe: string, data: ResolverData | null): SlotSpec {
  const s = resolve(card, data);
  // A non-foil printing has an empty mask; showing nothing would hide the recipe, so use the face.
  const useFace = !s || s.recipe === null;
  const maskNote = useFace
    ? 'full face (printing has no foil zone)'
    : `${s.maskTier} mask${s.uniforms.uMaskInvert ? ', inverted' : ''}`;
  return {
    key: `recipe:${recipe}:${card.id}`,
    card,
    recipe,
    surface: s ? { ...s, textures: useFace ? {} : s.textures } : undefined,
    uniforms: useFace ? FULL_FACE : {},
    title: card.id,
    lines: [maskNote, `resolver picks: ${s ? (s.recipe ?? 'no foil') : 'n/a'}`],
  };
}

function cardSlot(card: SampleCard, recipe: string, data: ResolverData | null): SlotSpec {
  const s = resolve(card, data);
  // Keep the card's ink/etch/glyph switches but drop its mask (and any hand-mask raster).
  const { mask: _mask, ...textures } = s?.textures ?? {};
  return {
    key: `card:${card.id}:${recipe}`,
    card,
    recipe,
    surface: s ? { ...s, textures } : undefined,
    uniforms: FULL_FACE,
    title: recipe,
    lines: [`family ${recipeFamily(recipe)}`],
  };
}
