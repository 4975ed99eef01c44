import {
  createContext,
  type ReactNode,
  startTransition,
  use,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  NavigationType,
  type Navigator,
  parsePath,
  type RouteObject,
  Router,
  type To,
} from 'react-router';
import { rememberScrollPosition } from '@/lib/scroll-restoration';
import { areMatchedRoutesLoaded, preloadMatchedRoutes } from './route-helpers';

const NavigationPending = createContext(false);

/** Whether a navigation is waiting for its page's code (the loading bar of app/layout/app-layout.tsx). */
export const useNavigationPending = () => use(NavigationPending);

const pathnameOf = (to: To) => (typeof to === 'string' ? parsePath(to).pathname : to.pathname) ?? '/';

/**
 * React Router in its declarative mode over the browser's history (docs/decisions/0025-a-shell-under-160-kb.md),
 * navigating the way its data router did: a link or redirect first loads the code of the pages `routes` matches at
 * the new address, then changes the address and draws the page in a transition. Meanwhile the page on screen stays
 * and `useNavigationPending` is true; of several navigations in a row the last one wins. Back and forward have
 * changed the address already: their page is drawn once its code has arrived.
 */
export function BrowserRouter({ routes, children }: { routes: RouteObject[]; children: ReactNode }) {
  // Without v5Compat the history tells its listener of back and forward only; push and replace are drawn below.
  const [history] = useState(() => createBrowserHistory({ v5Compat: false }));
  const [{ action, location }, setState] = useState({ action: history.action, location: history.location });
  const [isLoading, setLoading] = useState(false);
  const latest = useRef(0);

  /**
   * Saves the scroll position of the page being left, then runs `go` once the pages at `pathname` are loaded, unless
   * another navigation started meanwhile. Not an async transition: React holds every update of overlapping async
   * transitions until all of them end, so a page whose code is slow would hold back the page asked for after it.
   */
  const afterLoading = useCallback(
    (pathname: string, go: () => void) => {
      const ticket = ++latest.current;
      rememberScrollPosition();
      const draw = () =>
        startTransition(() => {
          go();
          setLoading(false);
        });
      if (areMatchedRoutesLoaded(routes, pathname)) {
        draw();
        return;
      }
      setLoading(true);
      preloadMatchedRoutes(routes, pathname)
        .catch(() => {
          // Drawn anyway: the page's own import fails again and RouteError offers a reload.
        })
        .then(() => {
          if (ticket === latest.current) draw();
        });
    },
    [routes],
  );

  useLayoutEffect(
    () =>
      history.listen((update) =>
        afterLoading(update.location.pathname, () =>
          setState({ action: update.action, location: update.location }),
        ),
      ),
    [history, afterLoading],
  );

  const navigator = useMemo((): Navigator => {
    const navigate = (action: NavigationType, to: To, state: unknown) =>
      afterLoading(pathnameOf(to), () => {
        if (action === NavigationType.Push) history.push(to, state);
        else history.replace(to, state);
        setState({ action, location: history.location });
      });
    return {
      createHref: history.createHref,
      encodeLocation: history.encodeLocation,
      go: history.go,
      push: (to, state) => navigate(NavigationType.Push, to, state),
      replace: (to, state) => navigate(NavigationType.Replace, to, state),
    };
  }, [history, afterLoading]);

  return (
    <NavigationPending value={isLoading}>
      <Router location={location} navigationType={action} navigator={navigator}>
        {children}
      </Router>
    </NavigationPending>
  );
}
