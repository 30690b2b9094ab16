import { createContext, useCallback, useContext } from 'react';
import { useThree } from '@react-three/fiber';

/** Given by a collection's view to the card drawn in it: marks that view for the next frame. */
export const ViewMarkContext = createContext<(() => void) | null>(null);

/**
 * Asks for a frame that redraws this card. In a collection only the marked views are redrawn,
 * so a card asks through its view; alone, its canvas simply renders.
 */
export function useStageInvalidate(): () => void {
  const mark = useContext(ViewMarkContext);
  const invalidate = useThree((s) => s.invalidate);
  return useCallback(() => {
    mark?.();
    invalidate();
  }, [mark, invalidate]);
}
