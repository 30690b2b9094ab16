import { useSyncExternalStore } from 'react';
import { hasWebGL2 } from './webgl-support.js';

const never = () => () => undefined;

/** Whether WebGL2 exists. False on the server and while hydrating, so server HTML matches. */
export function useWebGL(): boolean {
  return useSyncExternalStore(never, hasWebGL2, () => false);
}
