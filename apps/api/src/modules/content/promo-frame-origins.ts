import { eq, like } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { promotions, settings } from '../../db/schema';

/** How long a copy of the API trusts its list of promotion origins before reading it again. */
const REFRESH_AFTER_MS = 60_000;

/** The https origin of a URL, or null when it is not an https URL. */
export function httpsOriginOf(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * The portal's CSP: scripts, styles, fonts and pictures from itself only; frames and the reachability probe only
 * to the promotion origins; never framed itself.
 */
export function contentSecurityPolicyOf(promotionOrigins: readonly string[]): string {
  const withPromotions = ["'self'", ...promotionOrigins].join(' ');
  return [
    "default-src 'self'",
    "base-uri 'self'",
    "font-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "img-src 'self' data: blob:",
    "object-src 'none'",
    "script-src 'self'",
    "script-src-attr 'none'",
    // Emotion (MUI) injects <style> tags at run time.
    "style-src 'self' 'unsafe-inline'",
    'upgrade-insecure-requests',
    // The landing page probes the promotion page (no-cors) before embedding it: unreachable → tidy fallback.
    `connect-src ${withPromotions}`,
    // The landing page embeds the promotion pages editors configure (sandboxed iframe).
    `frame-src ${withPromotions}`,
  ].join(';');
}

/**
 * The CSP frame-src of the landing page must allow the promotion page editors configure (GET /promotion,
 * and the `coop.promoUrl` setting), and nothing else. The header is built synchronously for each reply, so the
 * origins are kept here and re-read from the database before a page request when older than a minute
 * (several API copies converge within that minute; the copy that saved a change refreshes at once).
 */
export function createPromoFrameOrigins(db: Database) {
  let origins: string[] = [];
  let policy = contentSecurityPolicyOf(origins);
  let loadedAt = 0;
  let loading: Promise<void> | null = null;

  async function load() {
    const [activePromotions, promoSettings] = await Promise.all([
      db.select({ url: promotions.url }).from(promotions).where(eq(promotions.isActive, true)),
      db.select({ value: settings.value }).from(settings).where(like(settings.key, 'coop.promoUrl')),
    ]);
    const urls = [...activePromotions.map((row) => row.url), ...promoSettings.map((row) => row.value)];
    origins = [...new Set(urls.map(httpsOriginOf).filter((origin): origin is string => origin !== null))];
    policy = contentSecurityPolicyOf(origins);
    loadedAt = Date.now();
  }

  function refresh(): Promise<void> {
    loading ??= load().finally(() => {
      loading = null;
    });
    return loading;
  }

  return {
    /** The portal's Content-Security-Policy header with the current promotion origins (built once per change). */
    contentSecurityPolicy: () => policy,
    /** onRequest hook: page (non-API) requests wait for a stale list to be re-read. */
    async refreshWhenStale(request: FastifyRequest) {
      if (request.method !== 'GET' || request.url.startsWith('/api')) return;
      if (Date.now() - loadedAt < REFRESH_AFTER_MS) return;
      try {
        await refresh();
      } catch (error) {
        request.log.warn({ err: error }, 'promotion origins could not be read; keeping the previous list');
      }
    },
    /** After an editor's change in this copy. */
    refresh,
  };
}

export type PromoFrameOrigins = ReturnType<typeof createPromoFrameOrigins>;
