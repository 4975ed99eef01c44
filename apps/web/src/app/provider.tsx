import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useMemo, useState, useSyncExternalStore } from 'react';
import { usePublicSettings } from '@/lib/public-settings';
import { createQueryClient } from '@/lib/query-client';
import { isToasterWanted, subscribeToToasterWanted } from '@/lib/toast';
import { fontFaceStyles } from './fonts';
import { createAppTheme, resolveBrandColor } from './theme';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

function BrandThemeProvider({ children }: { children: ReactNode }) {
  const { data: settings } = usePublicSettings();
  // Keyed on the colour actually used: when the settings arrive with the fallback colour (the demo brand),
  // the theme object stays the same and the whole page is not re-rendered and re-styled for nothing.
  const brandColor = resolveBrandColor(settings?.brandColor);
  const theme = useMemo(() => createAppTheme(brandColor), [brandColor]);
  // notistack loads with the first toast, not with the page (lib/toast.ts).
  const toasterWanted = useSyncExternalStore(subscribeToToasterWanted, isToasterWanted, isToasterWanted);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <GlobalStyles styles={fontFaceStyles} />
      {children}
      {toasterWanted && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </ThemeProvider>
  );
}

/**
 * Data and theme for the whole app. `queryClient` is given when the page was rendered on the server: the client
 * then starts from the data the HTML was rendered with (main.tsx), so its first render matches that HTML.
 */
export function AppProvider({
  children,
  queryClient: given,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <BrandThemeProvider>{children}</BrandThemeProvider>
    </QueryClientProvider>
  );
}
