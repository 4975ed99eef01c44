import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import plusJakartaSans from '@capsizecss/metrics/plusJakartaSans';
import roboto from '@capsizecss/metrics/roboto';

/**
 * Until Plus Jakarta Sans has arrived (on slow mobile data, after the server-rendered page has painted), the text is
 * set in a font the device has, scaled by Capsize to Plus Jakarta Sans' average width, ascent and descent, so the
 * swap moves no line (without it, the swap shifted /notification's list by 0.108, Lighthouse CLS). Android has
 * Roboto; iOS, macOS and Windows have Arial; Linux has Liberation Sans, drawn to Arial's metrics.
 *
 * Worked out when the app is built and given to src/app/fonts.ts as the constant `__FONT_FALLBACK__` (vite.config.ts
 * and vitest.config.ts `define`), so the browser downloads the @font-face rules, not Capsize and its font tables.
 */
export const fontFallback = createFontStack([
  plusJakartaSans,
  arial,
  roboto,
  { ...arial, familyName: 'Liberation Sans', fullName: 'Liberation Sans', postscriptName: 'LiberationSans' },
]);

export const fontFallbackDefine = { __FONT_FALLBACK__: JSON.stringify(fontFallback) };
