import { useEffect, useState } from 'react';

const settled = new WeakMap<() => Promise<unknown>, unknown>();

/**
 * The value of `load()` (a lazily imported chunk, say), loaded only while `wanted` and once per
 * page per loader; null until it arrives, an Error if it failed. A loader that already settled
 * returns at once, without a loading render.
 */
export function useLazy<T>(load: () => Promise<T>, wanted: boolean): T | Error | null {
  const [loaded, setLoaded] = useState<T | Error | null>(null);
  useEffect(() => {
    if (!wanted || settled.has(load)) return;
    let live = true;
    load().then(
      (value) => {
        settled.set(load, value);
        // Wrapped: the value may itself be a function, which setState would call as an updater.
        if (live) setLoaded(() => value);
      },
      (err: unknown) => live && setLoaded(err instanceof Error ? err : new Error(String(err))),
    );
    return () => {
      live = false;
    };
  }, [load, wanted]);
  if (!wanted) return null;
  return settled.has(load) ? (settled.get(load) as T) : loaded;
}
