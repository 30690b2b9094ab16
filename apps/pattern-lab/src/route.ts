// The lab's place, kept in the URL hash so every view and card can be linked and reloaded.
import { useEffect, useState } from 'react';
import { getRecipe, listRecipes } from '@foilkit/core/registry';
import { LAB_DATA } from './sample-cards.js';
import { VIEW_LABELS, type ViewId } from './views.js';

export type PageId = 'gallery' | 'editor' | 'compare';

export interface Route {
  readonly page: PageId;
  readonly view: ViewId;
  readonly recipe: string;
  readonly card: string;
  /** What the link asked for that the lab does not have, and what it shows instead. */
  readonly problems: readonly string[];
}

const PAGES: readonly PageId[] = ['gallery', 'editor', 'compare'];

export function readRoute(hash: string): Route {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const problems: string[] = [];
  // A link names a thing the lab lacks (a typo, a recipe since renamed past its aliases, a card
  // no longer shipped): it opens on the default, and says so, instead of silently showing another.
  function pick<T extends string>(
    key: string,
    known: (value: string) => T | undefined,
    fallback: T,
    what: string,
  ): T {
    const value = params.get(key);
    if (value === null || value === '') return fallback;
    const found = known(value);
    if (found !== undefined) return found;
    problems.push(`The link's ${key} "${value}" is not a known ${what}; showing "${fallback}".`);
    return fallback;
  }
  const isPage = (v: string) => ((PAGES as readonly string[]).includes(v) ? (v as PageId) : undefined);
  const isView = (v: string) => (v in VIEW_LABELS ? (v as ViewId) : undefined);
  // An old alias opens its recipe under the permanent id.
  const recipeId = (v: string) => getRecipe(v)?.id;
  const cardId = (v: string) => (LAB_DATA.cards.some((c) => c.id === v) ? v : undefined);
  return {
    page: pick('page', isPage, 'gallery', 'page'),
    view: pick('view', isView, 'resolved', 'gallery view'),
    recipe: pick('recipe', recipeId, listRecipes()[0]?.id ?? '', 'recipe'),
    card: pick('card', cardId, LAB_DATA.cards[0]?.id ?? '', 'sample card'),
    problems,
  };
}

export function routeHref(route: Route): string {
  const params = new URLSearchParams({ page: route.page });
  if (route.page === 'gallery') params.set('view', route.view);
  if (route.page !== 'gallery' || route.view === 'recipe') params.set('recipe', route.recipe);
  if (route.page !== 'gallery' || route.view === 'card') params.set('card', route.card);
  return `#${params}`;
}

/** The current route; links change it through the hash, so back and forward work. */
export function useRoute(): [Route, (next: Partial<Route>) => void] {
  const [route, setRoute] = useState(() => readRoute(location.hash));
  useEffect(() => {
    const onHash = () => setRoute(readRoute(location.hash));
    addEventListener('hashchange', onHash);
    return () => removeEventListener('hashchange', onHash);
  }, []);
  const go = (next: Partial<Route>) => {
    location.hash = routeHref({ ...route, ...next });
  };
  return [route, go];
}
