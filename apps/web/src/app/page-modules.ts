/**
 * A page route's modules, as the web build's manifest names them: the server puts the chunks of the page it rendered
 * in the HTML as `modulepreload` links (apps/api/src/plugins/module-preload.ts), so they download with the shell
 * instead of after it, and Vite's preload helper finds them there instead of adding each one during the hydration.
 * `site-routes.test.ts` checks that they are the modules the route's `lazy` imports.
 */
export const pageModules = (...modules: string[]) => ({
  modules: modules.map((module) => `src/${module}.tsx`),
});
