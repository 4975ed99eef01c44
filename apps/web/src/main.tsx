import createCache from '@emotion/cache';
import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from './app/app';
import { AppRoutes } from './app/app-routes';
import { AppSkeleton } from './app/app-skeleton';
import { BrowserRouter } from './app/browser-router';
import { preloadMatchedRoutes } from './app/route-helpers';
import { createRouteTable } from './app/router';
import { registerServiceWorkerWhenIdle } from './app/service-worker';
import { createQueryClient } from './lib/query-client';
import { getSession, type Session, updateSessionUser } from './lib/session';
import { startHydration } from './lib/use-hydrated';
import { adoptServerStyles } from './ssr/server-styles';
import { readSsrState, type SsrState } from './ssr/ssr-state';

/**
 * The server's state, unless the page was rendered for a member other than the one this browser's session holds
 * (or for a member while it holds none): then the browser renders the page itself from its own session, as it does
 * any page the server did not render (docs/decisions/0016-signed-in-pages-rendered-for-their-member.md).
 */
function usableSsrState(): SsrState | null {
  const state = readSsrState(document);
  if (!state?.member) return state;
  return getSession()?.user.id === state.member.id ? state : null;
}

/**
 * The session the hydration reads: the stored one, its user brought up to what the server rendered with (a fresher
 * copy of the same member). Being the very object the session store answers afterwards, the page does not render
 * again once hydrated.
 */
function renderedSession(state: SsrState | null): Session | null {
  if (!state?.member) return null;
  updateSessionUser(state.member);
  return getSession();
}

/** Ends the current task, so the browser may paint and handle input before the next step (Lighthouse TBT). */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  // Evaluating the modules was one task; reading the state, loading the page's code and hydrating are others.
  await yieldToBrowser();
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  // A public page, or the member's own page, comes rendered from the server with the data it was rendered from
  // (ADR 0006, ADR 0016): the first render starts from that data, so it produces the same HTML and React only
  // attaches to it.
  const ssrState = usableSsrState();
  const queryClient = createQueryClient(ssrState?.queries);
  if (ssrState) hydrate(queryClient, ssrState.queries);
  const { pathname } = window.location;
  const routes = await createRouteTable(pathname);
  // Hydrating the server's HTML, the first render must draw the page itself, not the skeleton while its code
  // loads (that render would not match the HTML): the matched pages' chunks are fetched first.
  if (ssrState) await preloadMatchedRoutes(routes, pathname);
  await yieldToBrowser();
  const emotionCache = createCache({ key: 'css' });
  adoptServerStyles(emotionCache, document);
  const app = (
    <AppRoot
      emotionCache={emotionCache}
      queryClient={queryClient}
      renderedSession={renderedSession(ssrState)}
      renderedForPhone={ssrState?.phone}
      renderedToday={ssrState?.today}
    >
      <BrowserRouter routes={routes}>
        <AppRoutes routes={routes} fallback={ssrState ? undefined : <AppSkeleton />} />
      </BrowserRouter>
    </AppRoot>
  );
  // As a transition, React renders (or hydrates) in slices of a few milliseconds and lets the browser handle input
  // between them, instead of one task of hundreds of milliseconds on a slow phone (Lighthouse TBT).
  if (ssrState) startHydration();
  startTransition(() => {
    if (ssrState) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
  registerServiceWorkerWhenIdle();
}

void start();
