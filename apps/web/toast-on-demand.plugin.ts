import { fileURLToPath, URL } from 'node:url';
import type { Plugin } from 'vite';

const onDemand = fileURLToPath(new URL('./src/app/toast-on-demand.ts', import.meta.url));

/**
 * Pages import `enqueueSnackbar` from 'notistack'; this points those imports at src/app/toast-on-demand.ts, which
 * loads notistack only when the first toast is shown (it is not in any page's first load). app/toaster.tsx, the
 * one place that renders notistack itself, still gets the real package. Used by the build and by the web tests.
 */
export function toastOnDemand(): Plugin {
  return {
    name: 'kopkar-toast-on-demand',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'notistack' || !importer) return null;
      if (importer.endsWith('/src/app/toaster.tsx') || importer === onDemand) return null;
      return onDemand;
    },
  };
}
