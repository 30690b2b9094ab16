import { useEffect, useState } from 'react';
import { loadDefaultData, type DefaultData } from './default-data.js';

/** The embedded data, loaded only while `wanted`; null until it arrives, an Error if it failed. */
export function useDefaultData(wanted: boolean): DefaultData | Error | null {
  const [loaded, setLoaded] = useState<DefaultData | Error | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    loadDefaultData().then(
      (d) => live && setLoaded(d),
      (err: unknown) => live && setLoaded(err instanceof Error ? err : new Error(String(err))),
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  return wanted ? loaded : null;
}
