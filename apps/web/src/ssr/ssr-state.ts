import type { DehydratedState } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { paths } from '@/config/paths';

/**
 * The public routes the server renders to HTML before any script runs (issue 13, ADR 0006). Every other path gets
 * the empty shell and renders in the browser: member pages hold private data the server never renders.
 */
export const prerenderedPaths = [
  paths.landing.path,
  paths.about.path,
  paths.organisation.path,
  paths.terms.path,
  paths.privacy.path,
  paths.privasi.path,
  paths.blog.path,
  paths.blogArticle.path,
  paths.login.path,
  paths.verification.path,
] as const;

export function isPrerenderedPath(pathname: string): boolean {
  return prerenderedPaths.some((path) => matchPath({ path, end: true }, pathname) !== null);
}

/** Id of the `<script type="application/json">` holding the data the HTML was rendered with. */
export const SSR_STATE_ELEMENT_ID = 'ssr-state';

/** What the server hands the browser's first render: the query cache the HTML was rendered from. */
export type SsrState = { queries: DehydratedState };

/**
 * JSON that is safe inside a `<script type="application/json">` element: `<` is escaped, so no value (an article
 * body, a title) can close the element or open a comment; the browser's JSON.parse reads the escapes back.
 */
export function serialiseSsrState(state: SsrState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The server's state in this document, or null when the page was not rendered on the server (or it is unreadable). */
export function readSsrState(document: Document): SsrState | null {
  const element = document.getElementById(SSR_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const state = JSON.parse(element.textContent) as SsrState;
    return state && typeof state === 'object' && state.queries ? state : null;
  } catch {
    return null;
  }
}
