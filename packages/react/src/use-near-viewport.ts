import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element comes within `margin` of the viewport, and from then on: scans load
 * lazily as cards approach, and a card that has loaded keeps its foil.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '50% 0px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  // Without IntersectionObserver (old browsers) every card counts as near.
  return near || (typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
}
