import type { User } from '@kopkar/domain';
import type { DehydratedState } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { paths } from '@/config/paths';

/**
 * The public routes the server renders to HTML before any script runs (ADR 0006). Every other path gets
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

/**
 * The member's own pages, rendered on the server for the member whose page cookie came with the request
 * (docs/decisions/0016-signed-in-pages-rendered-for-their-member.md): never cached, never for anyone else. Every other member path
 * (forms, the back office) is the empty shell.
 */
export const memberRenderedPaths = [
  paths.home.path,
  paths.historyPinjaman.path,
  paths.reportAmortisasi.path,
  paths.repayment.path,
  paths.simpanan.path,
  paths.shu.path,
  paths.potonganGaji.path,
  paths.points.path,
  paths.notification.path,
  paths.account.path,
  paths.accountData.path,
] as const;

const matchesAny = (list: readonly string[], pathname: string) =>
  list.some((path) => matchPath({ path, end: true }, pathname) !== null);

export function isPrerenderedPath(pathname: string): boolean {
  return matchesAny(prerenderedPaths, pathname);
}

export function isMemberPage(pathname: string): boolean {
  return matchesAny(memberRenderedPaths, pathname);
}

/** Id of the `<script type="application/json">` holding the data the HTML was rendered with. */
export const SSR_STATE_ELEMENT_ID = 'ssr-state';

/**
 * What the server hands the browser's first render: the query cache the HTML was rendered from and, on a member's
 * page, the member it was rendered for (the browser hydrates only when its own stored session is that member) and
 * whether it was rendered for a phone (lib/use-narrow-screen.ts), and the Jakarta date it was rendered on
 * (lib/use-today.ts).
 */
export type SsrState = { queries: DehydratedState; member?: User; phone?: boolean; today?: string };

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
