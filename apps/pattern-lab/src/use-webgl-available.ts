import { useSyncExternalStore } from 'react';

let checked: boolean | undefined;

/** Asked once per page: can this browser make a WebGL context at all? */
function webglAvailable(): boolean {
  if (checked === undefined) {
    const canvas = document.createElement('canvas');
    const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    checked = gl !== null;
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
  }
  return checked;
}

const never = () => () => {};

/** Whether WebGL exists here; null on the server, where nothing can be asked. */
export function useWebGLAvailable(): boolean | null {
  return useSyncExternalStore(never, webglAvailable, () => null);
}
