import { CacheProvider, type EmotionCache } from '@emotion/react';
import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { AppProvider } from './provider';

type AppRootProps = { emotionCache: EmotionCache; queryClient: QueryClient; children: ReactNode };

/**
 * The one tree the server (ssr/entry-server.tsx, with the static router) and the browser (main.tsx, with the
 * browser router) both render: the same wrappers around the same routes, so the browser's first render matches
 * the server's HTML and hydrates it instead of replacing it.
 */
/**
 * Marks the document interactive once React has taken over (effects run after hydration, never on the server):
 * `<html data-hydrated="true">`, which the e2e suite waits for before it clicks a server-rendered page.
 */
function MarkInteractive() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

export function AppRoot({ emotionCache, queryClient, children }: AppRootProps) {
  return (
    <StrictMode>
      <CacheProvider value={emotionCache}>
        <AppProvider queryClient={queryClient}>
          {children}
          <MarkInteractive />
        </AppProvider>
      </CacheProvider>
    </StrictMode>
  );
}
