import { useCallback, useEffect, useState } from 'react';

/**
 * Tells whether an element's content overflows it vertically, kept up to date as either resizes.
 * Overlays use it to make a scrolling body a keyboard stop only when there is something to scroll,
 * so that short dialogs get no useless Tab stop.
 */
export function useScrollableFocus<T extends HTMLElement>() {
  const [element, setElement] = useState<T | null>(null);
  const [scrollable, setScrollable] = useState(false);
  const ref = useCallback((node: T | null) => setElement(node), []);

  useEffect(() => {
    if (!element) return undefined;
    const measure = () => setScrollable(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [element]);

  return { ref, scrollable };
}
