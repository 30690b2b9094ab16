import { useSyncExternalStore } from 'react';
import { getFoilGlobals, subscribeFoilGlobals } from '@foilkit/core';

/** Follows core's page-wide foil switch (setFoilEnabled). True on the server. */
export function useFoilEnabled(): boolean {
  return useSyncExternalStore(
    subscribeFoilGlobals,
    () => getFoilGlobals().enabled,
    () => true,
  );
}
