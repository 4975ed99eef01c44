/**
 * Registers the service worker (vite-plugin-pwa's sw.js, ADR 0003) once the page has loaded and the browser is
 * idle. Installing it downloads the app shell again for the precache; on a first visit over a slow connection that
 * must never compete with what the page itself still loads (ADR 0006).
 */
export function registerServiceWorkerWhenIdle(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No worker (private mode, an old browser): the portal works without it.
    });
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 10_000 });
    else setTimeout(register, 3000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
