/** Plus Jakarta Sans' metric-matched fallback faces and font-family, worked out at build time (font-fallback.config.ts). */
declare const __FONT_FALLBACK__: { fontFamily: string; fontFaces: string };
