import { describe, expect, it } from 'vitest';
import { listRecipes } from '@foilkit/core/registry';
import { readRoute, routeHref } from '../src/route.js';
import sampleIndex from '../../../data/sample-cards/index.json';

const firstRecipe = listRecipes()[0]!.id;
const firstCard = sampleIndex.cards[0]!.id;
const someCard = sampleIndex.cards[1]!.id;

describe("the lab's links", () => {
  it('open what they name, with nothing to report', () => {
    const route = readRoute(`#page=editor&recipe=gold&card=${someCard}`);
    expect(route).toMatchObject({ page: 'editor', recipe: 'gold', card: someCard, problems: [] });
    expect(readRoute(routeHref(route))).toEqual(route);
  });

  it('an empty hash is the gallery, and not a problem', () => {
    expect(readRoute('')).toMatchObject({ page: 'gallery', view: 'resolved', problems: [] });
  });

  it('a link to a recipe, card, page or view the lab lacks opens the default and says so', () => {
    const route = readRoute('#page=edtor&view=wide&recipe=gould&card=no-such-card');
    expect(route).toMatchObject({ page: 'gallery', view: 'resolved', recipe: firstRecipe, card: firstCard });
    expect(route.problems).toEqual([
      `The link's page "edtor" is not a known page; showing "gallery".`,
      `The link's view "wide" is not a known gallery view; showing "resolved".`,
      `The link's recipe "gould" is not a known recipe; showing "${firstRecipe}".`,
      `The link's card "no-such-card" is not a known sample card; showing "${firstCard}".`,
    ]);
  });
});
