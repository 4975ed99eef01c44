import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'kopkar-scroll-positions';

let positions: Record<string, number> | undefined;
/** The key of the history entry on screen, whose position `rememberScrollPosition` saves. */
let shownKey: string | undefined;

/** Each history entry's last scroll position, by location key; kept in sessionStorage across a reload. */
function savedPositions(): Record<string, number> {
  if (!positions) {
    try {
      positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    } catch {
      positions = {};
    }
  }
  return positions;
}

function scrollToHash(hash: string): boolean {
  const target = document.getElementById(decodeURIComponent(hash.slice(1)));
  target?.scrollIntoView();
  return target !== null;
}

/**
 * Saves where the page on screen is scrolled to. The browser router (app/browser-router.tsx) calls it as a navigation
 * starts, while that page is still the one shown: saved later, a position could be one the browser clamped when the
 * next, shorter page replaced it.
 */
export function rememberScrollPosition() {
  if (shownKey !== undefined) savedPositions()[shownKey] = window.scrollY;
}

/**
 * A new page starts at the top (a footer link clicked at the bottom of a long page used to open the next page
 * there too), or at its `#anchor`; back and forward put back the position the page was left at. What React Router's
 * `<ScrollRestoration>` does in its data mode, which the app no longer uses (docs/decisions/0025-a-shell-under-160-kb.md).
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const persist = () => {
      rememberScrollPosition();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(savedPositions()));
      } catch {
        // Storage full or switched off: positions are kept for this page's life only.
      }
    };
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('pagehide', persist);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    const restored = navigationType === 'POP' ? savedPositions()[location.key] : undefined;
    if (restored !== undefined) window.scrollTo(0, restored);
    else if (location.hash && scrollToHash(location.hash)) {
      // At the anchor.
    } else if (navigationType !== 'POP') window.scrollTo(0, 0);
    shownKey = location.key;
  }, [location.key, location.hash, navigationType]);
}
