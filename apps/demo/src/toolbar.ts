// The plain-DOM controls: view switch, recipe/card pickers, foil kill switch, intensity, tilt readout.
import { listRecipes } from '@foilkit/core/registry';
import type { SampleCard } from './data.js';
import { VIEW_LABELS, type ViewId, type ViewState } from './views.js';

export interface ToolbarHandlers {
  onView(state: ViewState): void;
  onFoilEnabled(enabled: boolean): void;
  onIntensity(value: number): void;
}

export interface Toolbar {
  readonly root: HTMLElement;
  setTilt(text: string): void;
  /** Without WebGL the foil controls would do nothing, so they say so by being disabled. */
  setFoilControlsEnabled(enabled: boolean): void;
}

export function createToolbar(
  initial: ViewState,
  cards: readonly SampleCard[],
  handlers: ToolbarHandlers,
): Toolbar {
  const state: ViewState = { ...initial };
  const root = h('header', 'toolbar');
  const brand = h('div', 'brand');
  brand.innerHTML = '<strong>foilkit</strong> <span>demo</span>';

  const views = h('div', 'views');
  views.setAttribute('role', 'group');
  views.setAttribute('aria-label', 'View');
  const buttons = (Object.keys(VIEW_LABELS) as ViewId[]).map((id) => {
    const b = h('button', 'view-button') as HTMLButtonElement;
    b.type = 'button';
    b.textContent = VIEW_LABELS[id];
    b.dataset.view = id;
    b.addEventListener('click', () => update({ view: id }));
    views.append(b);
    return b;
  });

  const recipeSelect = select(
    'Recipe',
    listRecipes().map((r) => [r.id, `${r.id} (${r.family})`]),
    state.recipe,
    (v) => update({ recipe: v }),
  );
  const cardSelect = select(
    'Card',
    cards.map((c) => [c.id, c.id]),
    state.card,
    (v) => update({ card: v }),
  );

  const foil = h('label', 'control');
  const foilBox = document.createElement('input');
  foilBox.type = 'checkbox';
  foilBox.checked = true;
  foilBox.addEventListener('change', () => handlers.onFoilEnabled(foilBox.checked));
  foil.append(foilBox, ' Foil on');

  const intensity = h('label', 'control');
  const slider = document.createElement('input');
  slider.type = 'range';
  slider.min = '0';
  slider.max = '1';
  slider.step = '0.05';
  slider.value = '1';
  const sliderValue = h('span', 'value');
  sliderValue.textContent = '1.00';
  slider.addEventListener('input', () => {
    sliderValue.textContent = Number(slider.value).toFixed(2);
    handlers.onIntensity(Number(slider.value));
  });
  intensity.append('Intensity ', slider, sliderValue);

  const tilt = h('output', 'tilt-readout');
  tilt.setAttribute('aria-live', 'off');
  tilt.textContent = 'Tilt: point at a card';

  const row1 = h('div', 'toolbar-row');
  row1.append(brand, views, recipeSelect.label, cardSelect.label);
  const row2 = h('div', 'toolbar-row');
  row2.append(foil, intensity, tilt);
  root.append(row1, row2);

  function update(patch: Partial<ViewState>): void {
    Object.assign(state, patch);
    sync();
    handlers.onView({ ...state });
  }
  function sync(): void {
    for (const b of buttons) b.setAttribute('aria-pressed', String(b.dataset.view === state.view));
    recipeSelect.label.hidden = state.view !== 'recipe';
    cardSelect.label.hidden = state.view !== 'card';
  }
  sync();

  return {
    root,
    setTilt: (text) => {
      if (tilt.textContent !== text) tilt.textContent = text;
    },
    setFoilControlsEnabled: (enabled) => {
      foilBox.disabled = !enabled;
      slider.disabled = !enabled;
    },
  };
}

function select(
  name: string,
  options: ReadonlyArray<readonly [string, string]>,
  value: string,
  onChange: (v: string) => void,
) {
  const label = h('label', 'control');
  const s = document.createElement('select');
  for (const [v, text] of options) s.append(new Option(text, v, false, v === value));
  s.addEventListener('change', () => onChange(s.value));
  label.append(`${name} `, s);
  return { label, select: s };
}

function h(tag: string, className: string): HTMLElement {
  const node = document.createElement(tag);
  node.className = className;
  return node;
}
