import { createTheme, type Theme } from '@mui/material/styles';
import { FALLBACK_BRAND_COLOR } from '@/lib/public-settings';
import { fontFamily } from './fonts';

const HEX_COLOUR = /^#(?:[0-9a-f]{3}){1,2}$/i;

/** The colour the theme is built on: the settings' brand colour when it is a hex colour, else the fallback. */
export function resolveBrandColor(brandColor: string | undefined): string {
  return brandColor && HEX_COLOUR.test(brandColor) ? brandColor : FALLBACK_BRAND_COLOR;
}

/** The one theme: one brand colour from the settings, a calm finance look, AA contrast for text on it. */
export function createAppTheme(brandColor: string | undefined): Theme {
  const main = resolveBrandColor(brandColor);
  return createTheme({
    palette: {
      primary: { main },
      background: { default: '#F5F7FA', paper: '#FFFFFF' },
      text: { primary: '#1A2330', secondary: '#4A5565' },
      // WCAG AA for normal text: pick white or dark text on coloured buttons by 4.5:1, not MUI's default 3:1.
      contrastThreshold: 4.5,
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily,
      h1: { fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.25 },
      h2: { fontSize: '1.375rem', fontWeight: 700, lineHeight: 1.3 },
      h3: { fontSize: '1.125rem', fontWeight: 600 },
      button: { fontWeight: 600, textTransform: 'none' },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          // Amounts line up in tables and cards.
          body: { fontVariantNumeric: 'tabular-nums' },
          ':focus-visible': { outline: `3px solid ${main}`, outlineOffset: 2 },
          '@keyframes app-skeleton-pulse': {
            '0%': { opacity: 1 },
            '50%': { opacity: 0.4 },
            '100%': { opacity: 1 },
          },
        },
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
      MuiLink: { defaultProps: { underline: 'hover' } },
      MuiTextField: { defaultProps: { fullWidth: true } },
    },
  });
}
