// The resolver's data (from @foilkit/data) and the sample-card index, bundled so the page needs no fetches.
import { DataError, loadResolverData, type Printing, type ResolverData } from '@foilkit/resolver';
import { rawData } from '@foilkit/data';
import sampleIndex from '../../../data/sample-cards/index.json';

export interface SampleCard {
  readonly id: string;
  readonly file: string;
  readonly printing: Printing;
}

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
  try {
    const resolver = loadResolverData(rawData);
    return { cards, resolver, error: null };
  } catch (err) {
    // A broken data file must not take the page down: the other views still work without it.
    const message = err instanceof DataError || err instanceof Error ? err.message : String(err);
    return { cards, resolver: null, error: message };
  }
}
