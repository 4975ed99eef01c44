import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { siteRoute } from './site-routes';

// apps/web: this file is apps/web/src/app/site-routes.test.ts.
const webRoot = `${resolve(import.meta.dirname, '../..')}/`;

function lazyRoutes(route: RouteObject): RouteObject[] {
  const own = typeof route.lazy === 'function' ? [route] : [];
  return [...own, ...(route.children ?? []).flatMap(lazyRoutes)];
}

describe('the site routes name their page modules for the server’s modulepreload links', () => {
  const routes = lazyRoutes(siteRoute);

  it('covers the portal’s pages', () => {
    expect(routes.length).toBeGreaterThan(30);
  });

  it.each(routes.map((route) => [route.path ?? '(layout)', route] as const))(
    '%s: its handle names exactly the modules its lazy imports, files that exist',
    (_path, route) => {
      const modules = (route.handle as { modules?: string[] } | undefined)?.modules ?? [];
      expect(modules.length).toBeGreaterThan(0);
      // Under vitest an `import('@/x')` reads `__vite_ssr_dynamic_import__("/src/x.tsx")`.
      const imported = [...String(route.lazy).matchAll(/import\w*\(["']([^"']+)["']\)/g)].map((match) =>
        match[1]?.replace(/^\/?src\//, 'src/').replace(/^@\//, 'src/'),
      );
      expect(imported.map((specifier) => `${specifier?.replace(/\.tsx$/, '')}.tsx`).sort()).toEqual(
        [...modules].sort(),
      );
      for (const module of modules) expect(existsSync(`${webRoot}${module}`), module).toBe(true);
    },
  );
});
