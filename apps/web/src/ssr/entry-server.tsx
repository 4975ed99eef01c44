import createCache from '@emotion/cache';
import { dehydrate, type Query, QueryClient } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppRoot } from '@/app/app';
import { routes } from '@/app/routes';
import { setApiTransport } from '@/lib/api-client';
import { type ServerHtmlTools, setServerHtmlTools } from '@/lib/editor-html';
import { isPrerenderedPath, serialiseSsrState } from './ssr-state';

/** What the API gives the renderer (apps/api/src/plugins/page-renderer.ts). */
export type RenderContext = {
  /** Answers the portal's own `/api/v1/…` reads in process (Fastify's inject). */
  fetch: typeof fetch;
  html: ServerHtmlTools;
};

/** A rendered page: markup for `#root`, style elements for `<head>`, the JSON state for the hydration. */
export type RenderedPage = { html: string; head: string; state: string };

/** Render, fetch what the render asked for, render again: an article's comments need the article first. */
const MAX_FETCH_ROUNDS = 3;
const ORIGIN = 'http://ssr.invalid';
const EMOTION_STYLE = /<style data-emotion="([^"]*)"[^>]*>([\s\S]*?)<\/style>/g;

/**
 * Emotion writes a `<style data-emotion="css …">` before each element that brought new rules. They go to `<head>`,
 * the component rules merged into one element: the browser's emotion cache moves every such element once more when
 * it starts (one move instead of dozens, each a style recalculation) and reads which rules it already has from the
 * names listed in the attribute. Global styles (CssBaseline) keep their own elements, which emotion looks up by name.
 */
function collectStyles(markup: string): { html: string; head: string } {
  const names: string[] = [];
  const rules: string[] = [];
  const globals: string[] = [];
  const html = markup.replace(EMOTION_STYLE, (style, attribute: string, css: string) => {
    const [key, ...ids] = attribute.split(' ');
    if (key === 'css') {
      names.push(...ids);
      rules.push(css);
    } else {
      globals.push(style);
    }
    return '';
  });
  const merged = names.length ? `<style data-emotion="css ${names.join(' ')}">${rules.join('')}</style>` : '';
  return { html, head: globals.join('') + merged };
}

function createServerQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
}

/**
 * Whether the server may fetch a query a page asked for and write its data into the HTML. Not a query kept for no
 * time at all (the login captcha: single use, and one rendered page is shared by every visitor through the cache),
 * nor one switched off (member reads without a session), nor one that already failed in this render.
 */
function isServerFetchable(query: Query, failed: Set<string>): boolean {
  if (query.state.status !== 'pending' || failed.has(query.queryHash)) return false;
  const { enabled, gcTime, meta } = query.options as typeof query.options & { enabled?: unknown };
  if (gcTime === 0 || meta?.ssr === false) return false;
  return enabled === undefined || enabled === true;
}

async function renderToHtml(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerender(node);
  return new Response(prelude).text();
}

/**
 * Renders a public route (`ssr-state.ts` lists them) to HTML, from the same components and with the same data the
 * browser then hydrates with; null for any other path. Data a query could not get is left out of both the HTML and
 * the state (the browser fetches it itself), so the two always agree.
 */
export async function renderPage(url: string, context: RenderContext): Promise<RenderedPage | null> {
  const location = new URL(url, ORIGIN);
  if (!isPrerenderedPath(location.pathname)) return null;
  setApiTransport(context.fetch);
  setServerHtmlTools(context.html);

  const handler = createStaticHandler(routes);
  const routerContext = await handler.query(new Request(location));
  if (routerContext instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, routerContext);
  const queryClient = createServerQueryClient();
  const failed = new Set<string>();
  const render = () =>
    renderToHtml(
      <AppRoot emotionCache={createCache({ key: 'css' })} queryClient={queryClient}>
        <StaticRouterProvider router={router} context={routerContext} hydrate={false} />
      </AppRoot>,
    );

  let markup = await render();
  for (let round = 0; round < MAX_FETCH_ROUNDS; round++) {
    const wanted = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => isServerFetchable(query, failed));
    if (wanted.length === 0) break;
    await Promise.all(
      wanted.map(async (query) => {
        try {
          await query.fetch();
        } catch {
          failed.add(query.queryHash);
          queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
        }
      }),
    );
    markup = await render();
  }

  const { html, head } = collectStyles(markup);
  const queries = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status === 'success',
  });
  return { html, head, state: serialiseSsrState({ queries }) };
}
