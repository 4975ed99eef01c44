import type { EmotionCache } from '@emotion/cache';

/**
 * The attribute of the `<style>` in `<head>` holding the component rules the server rendered the page with
 * (entry-server.tsx collectStyles): the names of those rules, space-separated. Not emotion's own `data-emotion`, on
 * purpose: an emotion cache that finds its `data-emotion` elements moves each into its sheet (`insertBefore`),
 * and moving a `<style>` makes the browser drop and parse its rules again. Two caches did so at every start
 * (@emotion/react's default one while the modules evaluate, then the app's), in the tasks after the first paint
 * that Lighthouse counts as blocking.
 */
export const SERVER_STYLES_ATTRIBUTE = 'data-server-styles';

/**
 * Tells the app's emotion cache which rules the server's `<style>` already holds, as emotion's own hydration would,
 * without moving the element: the first render then inserts only the rules the server did not render, into the
 * cache's own element after it, so they still come later in the cascade.
 */
export function adoptServerStyles(cache: EmotionCache, doc: Document): void {
  for (const element of doc.querySelectorAll(`style[${SERVER_STYLES_ATTRIBUTE}]`)) {
    for (const name of (element.getAttribute(SERVER_STYLES_ATTRIBUTE) ?? '').split(' ')) {
      if (name) cache.inserted[name] = true;
    }
  }
}
