// Wires the demo together: data, toolbar, the card grid, the shared stage and the fallbacks.
import { setFoilEnabled, setGlobalFoilIntensity } from '@foilkit/core';
import { listRecipes } from '@foilkit/core/registry';
import './styles.css';
import { loadDemoData } from './data.js';
import { createFallbackNotice } from './fallback.js';
import { bindTiltInput } from './input.js';
import { CardSlot } from './slot.js';
import { Stage } from './stage.js';
import { createToolbar } from './toolbar.js';
import { buildView, VIEW_LABELS, type ViewId, type ViewState } from './views.js';
import { createWarningsPanel } from './warnings.js';

const app = document.getElementById('app') ?? document.body;
const demo = loadDemoData();
const state = readHash();

const notice = createFallbackNotice();
const intro = document.createElement('p');
intro.className = 'intro';
const grid = document.createElement('main');
grid.className = 'grid';
const footer = document.createElement('footer');
footer.append(createWarningsPanel(demo.resolver?.warnings ?? [], demo.error));

const toolbar = createToolbar(state, demo.cards, {
  onView(next) {
    Object.assign(state, next);
    writeHash();
    show();
  },
  onFoilEnabled(enabled) {
    setFoilEnabled(enabled);
    stage.invalidate();
  },
  onIntensity(value) {
    setGlobalFoilIntensity(value);
    stage.invalidate();
  },
});
// Inside the sticky toolbar, so the notice stays in sight however far the page is scrolled.
toolbar.root.append(notice.root);
app.append(toolbar.root, intro, grid, footer);

const stage = new Stage(document.body, {
  onUnavailable(reason) {
    notice.show(reason);
    toolbar.setFoilControlsEnabled(false);
  },
  onRestored() {
    notice.hide();
    toolbar.setFoilControlsEnabled(true);
  },
  onFrame(active) {
    if (!active) return;
    const t = active.tilt;
    toolbar.setTilt(`Tilt ${active.spec.title}: x ${fmt(t.x)}  y ${fmt(t.y)}`);
  },
});
if (demo.error) notice.root.after(errorBanner(demo.error));

// Card rects move when the grid reflows (fonts, captions, window width), not only on scroll.
new ResizeObserver(() => stage.invalidate()).observe(grid);

show();

// Our own view changes use replaceState (no event); a pasted link or back/forward fires this.
// Rebuilding from scratch is simplest and keeps the toolbar and the grid in step.
window.addEventListener('hashchange', () => location.reload());

function show(): void {
  intro.textContent = describe(state);
  const specs = buildView(state, demo.cards, demo.resolver);
  const slots = specs.map((spec) => new CardSlot(spec, () => stage.request()));
  for (const slot of slots) bindTiltInput(slot, stage);
  grid.replaceChildren(...slots.map((s) => s.root));
  stage.setSlots(slots);
}

function describe(s: ViewState): string {
  switch (s.view) {
    case 'resolved':
      return `Each of the ${demo.cards.length} synthetic sample cards with the foil, mask and ink state the resolver picks for its printing. Point at a card (or focus it and use the arrow keys) to tilt it.`;
    case 'recipe':
      return `Every sample card under “${s.recipe}”, masked where the resolver puts that card's foil.`;
    case 'card':
      return `“${s.card}” under all ${listRecipes().length} recipes, foil over the whole face.`;
  }
}

function readHash(): ViewState {
  const params = new URLSearchParams(location.hash.slice(1));
  const view = params.get('view');
  const recipes = listRecipes();
  const recipe = params.get('recipe');
  const card = params.get('card');
  return {
    view: view && view in VIEW_LABELS ? (view as ViewId) : 'resolved',
    recipe: recipe && recipes.some((r) => r.id === recipe) ? recipe : (recipes[0]?.id ?? ''),
    card: card && demo.cards.some((c) => c.id === card) ? card : (demo.cards[0]?.id ?? ''),
  };
}

function writeHash(): void {
  const params = new URLSearchParams({ view: state.view });
  if (state.view === 'recipe') params.set('recipe', state.recipe);
  if (state.view === 'card') params.set('card', state.card);
  history.replaceState(null, '', `#${params}`);
}

function errorBanner(message: string): HTMLElement {
  const el = document.createElement('div');
  el.className = 'notice notice-error';
  el.textContent = `Resolver data failed to load, so “${VIEW_LABELS.resolved}” shows plain scans: ${message}`;
  return el;
}

function fmt(v: number): string {
  return `${v < 0 ? '−' : '+'}${Math.abs(v).toFixed(2)}`;
}
