import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { usePublicSettings } from '@/lib/public-settings';
import { createQueryClient } from '@/lib/query-client';
import { createAppTheme } from './theme';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

function BrandThemeProvider({ children }: { children: ReactNode }) {
  const { data: settings } = usePublicSettings();
  const theme = useMemo(() => createAppTheme(settings?.brandColor), [settings?.brandColor]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </ThemeProvider>
  );
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrandThemeProvider>{children}</BrandThemeProvider>
    </QueryClientProvider>
  );
}
