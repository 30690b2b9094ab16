// The page-level notice for when foil cannot be drawn: the cards stay up as plain scans.

export interface Notice {
  readonly root: HTMLElement;
  show(detail: string): void;
  hide(): void;
}

export function createFallbackNotice(): Notice {
  const root = document.createElement('div');
  root.className = 'notice';
  root.setAttribute('role', 'status');
  root.hidden = true;
  return {
    root,
    show(detail) {
      root.textContent = '';
      const strong = document.createElement('strong');
      strong.textContent = 'Foil unavailable: showing plain scans';
      const small = document.createElement('span');
      small.textContent = ` (${detail})`;
      root.append(strong, small);
      root.hidden = false;
      // Plain mode is a page state: CSS un-hides every scan and hides the canvas in one place.
      document.body.classList.add('plain-scans');
    },
    hide() {
      root.hidden = true;
      document.body.classList.remove('plain-scans');
    },
  };
}
