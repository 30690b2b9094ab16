// The sample cards shipped in data/sample-cards and the resolver's data, bundled: no fetches, no set-up.
import { DataError, loadResolverData, type Printing, type ResolverData } from '@foilkit/resolver';
import { rawData } from '@foilkit/data';
import sampleIndex from '../../../data/sample-cards/index.json';

export interface SampleCard {
  readonly id: string;
  readonly file: string;
  readonly era: string;
  readonly layout: string;
  readonly printing: Printing;
}

export interface LabData {
  readonly cards: readonly SampleCard[];
  /** Null when the data failed validation; `error` then says where. */
  readonly resolver: ResolverData | null;
  readonly error: string | null;
}

const faces = import.meta.glob<string>('../../../data/sample-cards/*.png', {
  eager: true,
  query: '?url',
  import: 'default',
});

/** URL of a sample-card scan by its file name in data/sample-cards/. */
export function faceUrl(file: string): string {
  const url = faces[`../../../data/sample-cards/${file}`];
  if (!url) throw new Error(`pattern lab: data/sample-cards/${file} is not in the bundle`);
  return url;
}

/** The synthetic blank base the classic composite was authored on. */
export const BLANK_BASE_URL = faceUrl(sampleIndex.blankBase);

function load(): LabData {
  const cards: SampleCard[] = sampleIndex.cards.map((c) => ({
    id: c.id,
    file: c.file,
    era: c.era,
    layout: c.layout,
    printing: c.printing,
  }));
  try {
    return { cards, resolver: loadResolverData(rawData), error: null };
  } catch (err) {
    // A broken data file must not take the lab down: the other views still work without it.
    const message = err instanceof DataError || err instanceof Error ? err.message : String(err);
    return { cards, resolver: null, error: message };
  }
}

export const LAB_DATA: LabData = load();
