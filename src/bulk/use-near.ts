// Whether an element has come onto the screen once: the test-set panel starts its sample worker
// (faker, the scene module) only then, so that a visit that never scrolls there never loads them.
import { useEffect, useState, type RefObject } from 'react';

export function useNear(ref: RefObject<Element | null>, margin = '0px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver((seen) => seen.some((e) => e.isIntersecting) && setNear(true), { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
