import { todayInJakarta } from '@kopkar/domain';
import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * The Jakarta date the server rendered the page on (docs/decisions/0016-signed-in-pages-rendered-for-their-member.md),
 * null for a page nobody rendered: given by ssr/entry-server.tsx to its render and by main.tsx to the hydration.
 */
export const RenderedToday = createContext<string | null>(null);

const noSubscription = () => () => {};

/**
 * Today's Jakarta date (`YYYY-MM-DD`) for a render. The server's render and the hydration both read the date the
 * server rendered on, so they make the same HTML across midnight or on a phone whose clock is off; from the next
 * render on, and at once in a page the browser renders itself, the browser's clock answers.
 */
export function useToday(): string {
  const rendered = useContext(RenderedToday);
  return useSyncExternalStore(noSubscription, todayInJakarta, () => rendered ?? todayInJakarta());
}
