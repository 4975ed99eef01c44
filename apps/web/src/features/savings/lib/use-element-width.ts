import { useCallback, useState } from 'react';
import { isPastHydration } from '@/lib/use-hydrated';

/**
 * The rendered width of an element in CSS px, kept up to date while it resizes (ResizeObserver), so a chart can draw
 * at its real size instead of scaling a fixed drawing and its text with it. `fallback` until it has been measured,
 * and where the browser cannot measure (tests in jsdom).
 */
export function useElementWidth<T extends Element>(fallback: number): [(element: T | null) => void, number] {
  const [width, setWidth] = useState(0);
  const ref = useCallback((element: T | null) => {
    if (!element) return;
    // A page the server rendered is already painted at `fallback`: measuring during its hydration would force the
    // browser to lay out the whole page in the middle of it (Lighthouse counted ~50 ms at 4× CPU on /simpanan), so
    // there the first ResizeObserver report, after the browser's own layout, brings the width. Read, not
    // subscribed to: the chart has no reason to render again when the hydration ends. In a page the browser renders
    // itself, measured during the commit, so the first paint has the real width.
    if (isPastHydration()) setWidth(Math.floor(element.getBoundingClientRect().width));
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width > 0 ? width : fallback];
}
