import sanitizeHtml from 'sanitize-html';

/** Images in an article may only come from this API (editor uploads): no tracking pixels, no foreign hosts. */
const OWN_IMAGE_PREFIX = '/api/v1/';

/**
 * The allow-list every editor-written HTML (articles, static pages, FAQ answers) goes through on save (the browser applies the same list again before
 * rendering). Anything not listed is dropped: scripts and styles with their text, event handlers, style and
 * class attributes, iframes (foreign or not), objects, forms, SVG and MathML; a URL whose scheme is not
 * http(s)/mailto/tel (so `javascript:`, `vbscript:` and `data:` never reach a browser) loses its attribute.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'code',
    'pre',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Every link that opens a new tab cannot reach back into the portal's window, and passes no ranking.
    a: (tagName, attribs) => ({
      tagName,
      attribs:
        attribs.target === '_blank'
          ? { ...attribs, rel: 'noopener noreferrer nofollow' }
          : { ...attribs, rel: 'nofollow' },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !(frame.attribs.src ?? '').startsWith(OWN_IMAGE_PREFIX),
};

/** Sanitised copy of an article body, safe to store and to send. */
export function sanitiseEditorHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The body's text without markup (search, meta description, the "is it empty" check). */
export function htmlText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}
