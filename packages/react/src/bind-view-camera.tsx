import { useLayoutEffect } from 'react';
import { useThree } from '@react-three/fiber';
import type { ViewEntry } from './scissored-views.js';

/** Inside the portal: the view draws with the portal's camera (a card's makeDefault one). */
export function BindViewCamera({ entry }: { readonly entry: ViewEntry }) {
  const get = useThree((s) => s.get);
  useLayoutEffect(() => entry.setCamera(() => get().camera), [entry, get]);
  return null;
}
