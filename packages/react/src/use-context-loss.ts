import { useCallback, useEffect, useRef, useState } from 'react';
import type { RootState } from '@react-three/fiber';

/**
 * Follows a canvas's WebGL context: `lost` turns true on webglcontextlost (cards fall back to
 * their plain scans) and false again on webglcontextrestored (they rebuild their foil).
 */
export function useContextLoss(): { lost: boolean; watch: (state: RootState) => void } {
  const [lost, setLost] = useState(false);
  const detach = useRef<(() => void) | null>(null);
  useEffect(() => () => detach.current?.(), []);
  const watch = useCallback((state: RootState) => {
    detach.current?.();
    // A new canvas starts live (the old one reports a loss when it is torn down on purpose).
    setLost(false);
    const canvas = state.gl.domElement;
    const onLost = () => setLost(true);
    const onRestored = () => {
      setLost(false);
      state.invalidate();
    };
    canvas.addEventListener('webglcontextlost', onLost);
    canvas.addEventListener('webglcontextrestored', onRestored);
    detach.current = () => {
      canvas.removeEventListener('webglcontextlost', onLost);
      canvas.removeEventListener('webglcontextrestored', onRestored);
    };
  }, []);
  return { lost, watch };
}
