import DOMPurify from 'dompurify';

/**
 * The allow-list the API applies on save to every editor-written HTML — articles, static pages, FAQ answers
 * (apps/api/src/plugins/editor-html.ts) — applied again in the browser.
 */
const ALLOWED_TAGS = [
  'h2', 'h3', 'h4', 'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'ul', 'ol', 'li',
  'a', 'img', 'figure', 'figcaption', 'code', 'pre',
]; // biome-ignore format: a list reads better on few lines
const ALLOWED_ATTR = ['href', 'title', 'rel', 'src', 'alt', 'width', 'height', 'start'];
const OWN_IMAGE_PREFIX = '/api/v1/';

let purifier: ReturnType<typeof DOMPurify> | null = null;

/** How the server cleans editor HTML and reads its text, where there is no DOM for DOMPurify. */
export type ServerHtmlTools = { sanitise: (html: string) => string; text: (html: string) => string };
let serverTools: ServerHtmlTools | null = null;

/**
 * Server rendering (ssr/entry-server.tsx) has no DOM: there the API's allow-list (sanitize-html, the one applied on
 * save) cleans the HTML. The browser still cleans it again with DOMPurify when it renders a page itself.
 */
export function setServerHtmlTools(tools: ServerHtmlTools): void {
  serverTools = tools;
}

/** A DOMPurify instance of its own: its hooks must not change how other pages sanitise. */
function getPurifier() {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  // DOMPurify drops `target`; a link the editor set to open a new tab keeps doing so (with rel=noopener).
  const opensNewTab = new WeakSet<Element>();
  purifier.addHook('beforeSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') opensNewTab.add(node);
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'IMG' && !(node.getAttribute('src') ?? '').startsWith(OWN_IMAGE_PREFIX)) {
      node.remove();
    }
    if (node.tagName === 'A') {
      if (opensNewTab.has(node)) node.setAttribute('target', '_blank');
      node.setAttribute('rel', opensNewTab.has(node) ? 'noopener noreferrer nofollow' : 'nofollow');
    }
  });
  return purifier;
}

/**
 * Sanitises editor HTML (an article body, a static page, a FAQ answer) again in the browser before it reaches the DOM (the API did on save): defence in
 * depth for a row written around the API. Scripts, handlers, style, iframes and script URLs are dropped.
 */
export function sanitiseEditorHtml(html: string): string {
  if (serverTools) return serverTools.sanitise(html);
  return getPurifier().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i,
  });
}

/** The body as plain text (meta description). */
export function htmlExcerpt(html: string, maxLength = 160): string {
  // A space after each block, or 'Satu' and 'Dua' of two paragraphs would run together as 'SatuDua'.
  const spaced = sanitiseEditorHtml(html).replace(
    /<\/(?:p|h[2-4]|li|blockquote|pre|figcaption)>|<br\s*\/?>/gi,
    '$& ',
  );
  const text = serverTools
    ? serverTools.text(spaced)
    : (new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '');
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= maxLength ? flat : `${flat.slice(0, maxLength - 1).trimEnd()}…`;
}
