import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { type To, useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router';

export type RouterLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** An address inside the app. */
  to: To;
  /** Replaces the current history entry; by default only a link to the page already shown does. */
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * A link inside the app, for `component={RouterLink}` on MUI's links, buttons and list items: an `<a href>` that
 * navigates in the page on a plain left click and lets the browser handle a modified click (new tab, new window).
 *
 * React Router's own `<Link>` does the same, and also prefetches for its framework mode, resolves absolute URLs and
 * view transitions, none of which the app uses; that code came with it into every page's first download
 * (docs/decisions/0027-react-router-without-its-unused-parts.md). This one is built from the router's own
 * `useHref` and `useLinkClickHandler`, so addresses and clicks behave exactly as its `<Link>`'s.
 */
export function RouterLink({ to, replace, state, target, onClick, ref, ...anchor }: RouterLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, state, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...anchor} ref={ref} href={href} target={target} onClick={handleClick} />;
}

/**
 * Whether the page at `pathname` is `target` or one of the pages under it, as React Router's `<NavLink>` decides it
 * (case-insensitive, `/` only for itself).
 */
export function isActivePath(pathname: string, target: string): boolean {
  const current = pathname.toLowerCase();
  const wanted = target.toLowerCase();
  if (current === wanted) return true;
  const end = wanted !== '/' && wanted.endsWith('/') ? wanted.length - 1 : wanted.length;
  return wanted !== '/' && current.startsWith(wanted) && current.charAt(end) === '/';
}

/**
 * A menu entry: a `RouterLink` with the class `active` and `aria-current="page"` while its page or a page under it
 * is shown, as React Router's `<NavLink>` marks it.
 */
export function RouterNavLink({ className, ...link }: RouterLinkProps) {
  const { pathname } = useLocation();
  const target = useResolvedPath(link.to).pathname;
  const active = isActivePath(pathname, target);
  return (
    <RouterLink
      {...link}
      className={[className, active ? 'active' : null].filter(Boolean).join(' ') || undefined}
      aria-current={active ? 'page' : undefined}
    />
  );
}
