// The lab's place, kept in the URL hash so every view and card can be linked and reloaded.
import { useEffect, useState } from 'react';
import { listRecipes } from '@foilkit/core/registry';
import { LAB_DATA } from './sample-cards.js';
import { VIEW_LABELS, type ViewId } from './views.js';

export type PageId = 'gallery' | 'editor' | 'compare';

export interface Route {
  readonly page: PageId;
  readonly view: ViewId;
  readonly recipe: string;
  readonly card: string;
}

const PAGES: readonly PageId[] = ['gallery', 'editor', 'compare'];

export function readRoute(hash: string): Route {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const page = params.get('page');
  const view = params.get('view');
  const recipe = params.get('recipe');
  const card = params.get('card');
  const recipes = listRecipes();
  return {
    page: page && (PAGES as readonly string[]).includes(page) ? (page as PageId) : 'gallery',
    view: view && view in VIEW_LABELS ? (view as ViewId) : 'resolved',
    recipe: recipe && recipes.some((r) => r.id === recipe) ? recipe : (recipes[0]?.id ?? ''),
    card: card && LAB_DATA.cards.some((c) => c.id === card) ? card : (LAB_DATA.cards[0]?.id ?? ''),
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
