import latin400 from '@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-400-normal.woff2?url';
import latin600 from '@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-600-normal.woff2?url';
import latin700 from '@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-700-normal.woff2?url';

const faces: [weight: number, url: string][] = [
  [400, latin400],
  [600, latin600],
  [700, latin700],
];

/**
 * The theme's font-family: Plus Jakarta Sans, its stand-ins scaled to its metrics so that the swap moves nothing
 * (font-fallback.config.ts), then the system's own.
 */
export const fontFamily = `${__FONT_FALLBACK__.fontFamily}, system-ui, sans-serif`;

/**
 * The bundled Plus Jakarta Sans (latin, the weights the theme uses) as global styles rather than @fontsource's
 * stylesheets: the rules reach the server-rendered HTML with the page's other styles, so no stylesheet request
 * holds back the first paint (Lighthouse "render-blocking resources", 150 ms on every page). The files themselves
 * are preloaded by index.html (vite.config.ts `preloadFonts`); woff2 only, as every browser the portal supports reads it.
 */
export const fontFaceStyles =
  faces
    .map(
      ([weight, url]) =>
        `@font-face{font-family:'Plus Jakarta Sans';font-style:normal;font-display:swap;font-weight:${weight};` +
        `src:url(${url}) format('woff2')}`,
    )
    .join('') + __FONT_FALLBACK__.fontFaces;
