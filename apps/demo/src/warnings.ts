// A collapsible list of what the resolver's data loading reported: unknown keys, or the error.
import type { DataWarning } from '@foilkit/resolver';

export function createWarningsPanel(warnings: readonly DataWarning[], error: string | null): HTMLElement {
  const details = document.createElement('details');
  details.className = 'warnings';
  const summary = document.createElement('summary');
  summary.textContent = error
    ? 'Resolver data failed to load'
    : `Resolver data warnings (${warnings.length})`;
  details.append(summary);
  if (error) {
    details.open = true;
    const p = document.createElement('pre');
    p.textContent = error;
    details.append(p);
  }
  if (!error && warnings.length === 0) {
    const p = document.createElement('p');
    p.textContent = 'No unknown keys: every data file matched its schema exactly.';
    details.append(p);
  }
  if (warnings.length > 0) {
    const list = document.createElement('ul');
    for (const w of warnings) {
      const li = document.createElement('li');
      const code = document.createElement('code');
      code.textContent = `${w.file} ${w.path}`;
      li.append(code, `: ${w.message}`);
      list.append(li);
    }
    details.append(list);
  }
  return details;
}
