// The resolver's data files and the sample-card index, bundled as JSON so the page needs no fetches.
import { DataError, loadResolverData, type Printing, type ResolverData } from '@foilkit/resolver';
import layouts from '../../../data/layouts.json';
import foils from '../../../data/foils.json';
import inkDesigns from '../../../data/ink-designs.json';
import inkIndex from '../../../data/ink-index.json';
import frames from '../../../data/frames.json';
import plates from '../../../data/plates.json';
import sampleIndex from '../../../data/sample-cards/index.json';

export interface SampleCard {
  readonly id: string;
  readonly file: string;
  readonly printing: Printing;
}

// No hand masks ship yet; the glob picks up sidecars as soon as one lands in data/masks/.
const maskSidecars = import.meta.glob<unknown>('../../../data/masks/*.json', {
  eager: true,
  import: 'default',
});

export interface DemoData {
  readonly cards: readonly SampleCard[];
  /** Null when the data failed validation; `error` then says where. */
  readonly resolver: ResolverData | null;
  readonly error: string | null;
}

export function loadDemoData(): DemoData {
  const cards: SampleCard[] = sampleIndex.cards.map((c) => ({
    id: c.id,
    file: c.file,
    printing: c.printing,
  }));
  const masks: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(maskSidecars))
    masks[path.slice(path.lastIndexOf('/') + 1)] = value;
  try {
    const resolver = loadResolverData({ layouts, foils, inkDesigns, inkIndex, frames, plates, masks });
    return { cards, resolver, error: null };
  } catch (err) {
    // A broken data file must not take the page down: the other views still work without it.
    const message = err instanceof DataError || err instanceof Error ? err.message : String(err);
    return { cards, resolver: null, error: message };
  }
}
