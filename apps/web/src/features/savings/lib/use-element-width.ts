import { useCallback, useState } from 'react';

/**
 * The rendered width of an element in CSS px, kept up to date while it resizes (ResizeObserver), so a chart can draw
 * at its real size instead of scaling a fixed drawing and its text with it. `fallback` until it has been measured,
 * and where the browser cannot measure (tests in jsdom).
 */
export function useElementWidth<T extends Element>(fallback: number): [(element: T | null) => void, number] {
  const [width, setWidth] = useState(0);
  const ref = useCallback((element: T | null) => {
    if (!element) return;
    // Measured during the commit, so the first paint already has the real width.
    setWidth(Math.floor(element.getBoundingClientRect().width));
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width > 0 ? width : fallback];
}
