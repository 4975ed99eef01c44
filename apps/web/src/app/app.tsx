import { CacheProvider, type EmotionCache } from '@emotion/react';
import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { RenderedMemberSession, type Session } from '@/lib/session';
import { useHydrated } from '@/lib/use-hydrated';
import { RenderedForPhone } from '@/lib/use-narrow-screen';
import { RenderedToday } from '@/lib/use-today';
import { AppProvider } from './provider';

type AppRootProps = {
  emotionCache: EmotionCache;
  queryClient: QueryClient;
  /**
   * The member session a signed-in page was rendered on the server for (ADR 0016), in both that render and its
   * hydration; the browser passes its stored session object itself, so nothing re-renders once hydrated.
   */
  renderedSession?: Session | null;
  /** Whether that render was for a phone (lib/use-narrow-screen.ts). */
  renderedForPhone?: boolean;
  /** The Jakarta date the server rendered the page on (lib/use-today.ts). */
  renderedToday?: string;
  children: ReactNode;
};

/**
 * The one tree the server (ssr/entry-server.tsx, with the static router) and the browser (main.tsx, with the
 * browser router) both render: the same wrappers around the same routes, so the browser's first render matches
 * the server's HTML and hydrates it instead of replacing it.
 */
/**
 * Marks the document interactive once React has taken over (effects run after hydration, never on the server):
 * `<html data-hydrated="true">`, which the e2e suite waits for before it clicks a server-rendered page. It waits for
 * useHydrated to turn true, in the same render as the fields that stay read-only until then.
 */
function MarkInteractive() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = 'true';
  }, [hydrated]);
  return null;
}

export function AppRoot({
  emotionCache,
  queryClient,
  renderedSession = null,
  renderedForPhone = false,
  renderedToday,
  children,
}: AppRootProps) {
  return (
    <StrictMode>
      <CacheProvider value={emotionCache}>
        <RenderedMemberSession value={renderedSession}>
          <RenderedForPhone value={renderedForPhone}>
            <RenderedToday value={renderedToday ?? null}>
              <AppProvider queryClient={queryClient}>
                {children}
                <MarkInteractive />
              </AppProvider>
            </RenderedToday>
          </RenderedForPhone>
        </RenderedMemberSession>
      </CacheProvider>
    </StrictMode>
  );
}
