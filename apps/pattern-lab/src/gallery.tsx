import { useMemo } from 'react';
import { FoilCard, FoilCollection } from '@foilkit/react';
import { listRecipes } from '@foilkit/core/registry';
import { routeHref, type Route } from './route.js';
import { LAB_DATA, faceUrl } from './sample-cards.js';
import { buildView, VIEW_LABELS, type ViewId } from './views.js';

export interface PageProps {
  readonly route: Route;
  readonly go: (next: Partial<Route>) => void;
}

function describe(route: Route): string {
  switch (route.view) {
    case 'resolved':
      return `Each of the ${LAB_DATA.cards.length} synthetic sample cards with the foil, mask and ink state the resolver picks for its printing.`;
    case 'recipe':
      return `Every sample card under “${route.recipe}”, masked where the resolver puts that card's foil.`;
    case 'card':
      return `“${route.card}” under all ${listRecipes().length} recipes, foil over the whole face.`;
  }
}

/** The three showcase views on one shared canvas; a click on a card opens it in the editor. */
export function Gallery({ route, go }: PageProps) {
  const slots = useMemo(() => buildView(route, LAB_DATA.cards, LAB_DATA.resolver), [route]);
  return (
    <main className="gallery">
      <div className="toolbar">
        {(Object.keys(VIEW_LABELS) as ViewId[]).map((view) => (
          <a
            key={view}
            href={routeHref({ ...route, view })}
            aria-current={route.view === view ? 'true' : undefined}
          >
            {VIEW_LABELS[view]}
          </a>
        ))}
        {route.view === 'recipe' && (
          <select aria-label="Recipe" value={route.recipe} onChange={(e) => go({ recipe: e.target.value })}>
            {listRecipes().map((r) => (
              <option key={r.id}>{r.id}</option>
            ))}
          </select>
        )}
        {route.view === 'card' && (
          <select aria-label="Card" value={route.card} onChange={(e) => go({ card: e.target.value })}>
            {LAB_DATA.cards.map((c) => (
              <option key={c.id}>{c.id}</option>
            ))}
          </select>
        )}
      </div>
      <p className="intro">
        {describe(route)} Point at a card to tilt it; click it to open it in the editor.
      </p>
      <FoilCollection className="grid">
        {slots.map((slot) => (
          <figure
            key={slot.key}
            className="slot"
            data-slot={slot.key}
            // In the lab a click opens the editor (instead of FoilCard's lift-to-inspect).
            onClickCapture={(e) => {
              e.stopPropagation();
              go({ page: 'editor', card: slot.card.id, recipe: slot.recipe ?? route.recipe });
            }}
          >
            <FoilCard
              src={faceUrl(slot.card.file)}
              alt={`${slot.card.id}${slot.recipe ? ` under ${slot.recipe}` : ''}`}
              {...(slot.surface ? { surface: slot.surface } : { printing: slot.card.printing })}
              {...(slot.recipe ? { recipe: slot.recipe } : {})}
              uniforms={slot.uniforms}
            />
            <figcaption>
              <a
                className="slot-title"
                href={routeHref({
                  ...route,
                  page: 'editor',
                  card: slot.card.id,
                  recipe: slot.recipe ?? route.recipe,
                })}
              >
                {slot.title}
              </a>
              {slot.lines.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </figcaption>
          </figure>
        ))}
      </FoilCollection>
    </main>
  );
}
