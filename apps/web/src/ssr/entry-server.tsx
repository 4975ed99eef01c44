import { AsyncLocalStorage } from 'node:async_hooks';
import createCache from '@emotion/cache';
import { todayInJakarta, type User } from '@kopkar/domain';
import { dehydrate, type Query, QueryClient } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppRoot } from '@/app/app';
import { AppRoutes } from '@/app/app-routes';
import { preloadMatchedRoutes } from '@/app/route-helpers';
import { routes } from '@/app/routes';
import { getMe, getMeQueryOptions } from '@/lib/api/get-me';
import { setApiTransport } from '@/lib/api-client';
import { type ServerHtmlTools, setServerHtmlTools } from '@/lib/editor-html';
import { SERVER_STYLES_ATTRIBUTE } from './server-styles';
import { isMemberPage, isPrerenderedPath, serialiseSsrState } from './ssr-state';

export { isMemberPage };

/** What the API gives the renderer (apps/api/src/plugins/page-renderer.ts). */
export type RenderContext = {
  /** Answers the portal's own `/api/v1/…` reads in process (Fastify's inject). */
  fetch: typeof fetch;
  html: ServerHtmlTools;
  /**
   * A member's own page (docs/decisions/0016-signed-in-pages-rendered-for-their-member.md): `fetch` reads with a
   * token the API minted for this render only, which never reaches the page.
   */
  member?: boolean;
  /** The request came from a phone (its client hints or user agent): layouts chosen by width render for one. */
  phone?: boolean;
};

/** A rendered page: markup for `#root`, style elements for `<head>`, the JSON state for the hydration. */
export type RenderedPage = { html: string; head: string; state: string };

/** Render, fetch what the render asked for, render again: an article's comments need the article first. */
const MAX_FETCH_ROUNDS = 3;
const ORIGIN = 'http://ssr.invalid';
const EMOTION_STYLE = /<style data-emotion="([^"]*)"[^>]*>([\s\S]*?)<\/style>/g;

/**
 * Emotion writes a `<style data-emotion="css …">` before each element that brought new rules. They go to `<head>`:
 * the component rules merged into one element named by SERVER_STYLES_ATTRIBUTE, which the browser's cache adopts
 * without moving it (server-styles.ts); global styles (CssBaseline) keep their own elements, which emotion looks up
 * by name, with `data-s`, emotion's mark of an element it has already moved out of React's way (else its cache would
 * append each to `<head>` once more when it starts).
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
      globals.push(style.replace('<style ', '<style data-s="" '));
    }
    return '';
  });
  const merged = names.length
    ? `<style ${SERVER_STYLES_ATTRIBUTE}="${names.join(' ')}">${rules.join('')}</style>`
    : '';
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

/**
 * The `fetch` of the render in progress. The server renders many pages at once, a member's among them, so the API
 * client's transport is looked up per render (its async context) and never left in module state between renders.
 */
const renderScope = new AsyncLocalStorage<typeof fetch>();
setApiTransport((input, init) => {
  const fetchInRender = renderScope.getStore();
  if (!fetchInRender) return Promise.reject(new Error('An API read outside a server render'));
  return fetchInRender(input, init);
});

/**
 * The whole page in one piece: a Suspense boundary larger than React's progressive chunk would be sent apart and put
 * in place by an inline script, which the portal's CSP (script-src 'self') refuses. Every page's code is loaded before
 * the render (renderRoute), so no boundary waits for anything.
 */
const WHOLE_PAGE = { progressiveChunkSize: Number.POSITIVE_INFINITY };

async function renderToHtml(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerender(node, WHOLE_PAGE);
  return new Response(prelude).text();
}

/**
 * Renders a public route (`ssr-state.ts` lists them) to HTML, from the same components and with the same data the
 * browser then hydrates with, or with `context.member` one of the member's own pages for the member the API signed
 * the render in as; null for any other path. Data a query could not get is left out of both the HTML and the state
 * (the browser fetches it itself), so the two always agree.
 */
export function renderPage(url: string, context: RenderContext): Promise<RenderedPage | null> {
  const { pathname } = new URL(url, ORIGIN);
  const rendered = context.member ? isMemberPage(pathname) : isPrerenderedPath(pathname);
  if (!rendered) return Promise.resolve(null);
  setServerHtmlTools(context.html);
  return renderScope.run(context.fetch, async () => {
    const queryClient = createServerQueryClient();
    let member: User | undefined;
    if (context.member) {
      // The member the page is for: a render that cannot say who it is for is not made (the shell will do).
      member = await getMe().catch(() => undefined);
      if (!member) return null;
      queryClient.setQueryData(getMeQueryOptions().queryKey, member);
    }
    return renderRoute(url, queryClient, { member, phone: context.phone === true });
  });
}

type RenderedFor = { member: User | undefined; phone: boolean };

async function renderRoute(
  url: string,
  queryClient: QueryClient,
  { member, phone }: RenderedFor,
): Promise<RenderedPage> {
  // The page's code before the first pass, as the browser loads it before hydrating (main.tsx).
  const { pathname, search } = new URL(url, ORIGIN);
  await preloadMatchedRoutes(routes, pathname);
  const failed = new Set<string>();
  // One date for every pass of this render, written into the state for the hydration.
  const today = todayInJakarta();
  const render = () =>
    renderToHtml(
      <AppRoot
        emotionCache={createCache({ key: 'css' })}
        queryClient={queryClient}
        renderedSession={member ? { access_token: '', user: member } : null}
        renderedForPhone={phone}
        renderedToday={today}
      >
        <StaticRouter location={pathname + search}>
          <AppRoutes routes={routes} />
        </StaticRouter>
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
  return { html, head, state: serialiseSsrState({ queries, member, phone, today }) };
}
