import type { FastifyInstance } from 'fastify';

/**
 * Powerful browser features the portal never uses, switched off for its pages and anything they embed. The
 * selfie is taken through a file input with `capture`, which opens the phone's camera app and needs no
 * camera permission here.
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'bluetooth=()',
  'midi=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'browsing-topics=()',
].join(', ');

/**
 * Headers every reply carries: the Content-Security-Policy, the Permissions-Policy, `X-Robots-Tag: noindex` on the
 * verification pages, and `Cache-Control: no-store` on every API reply that did
 * not choose its own caching, so a member's loans, balances or documents never stay in a shared or browser cache
 * (routes serving public content set their own policy).
 */
export function registerResponseHeaders(app: FastifyInstance, contentSecurityPolicy: () => string): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // A user file sets its own sandboxing policy (user-file-reply.ts); everything else gets the portal's.
    if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', contentSecurityPolicy());
    }
    // A document's verification page (web route /verifikasi/:code) is opened from a QR code, never from a search.
    if (request.url.startsWith('/verifikasi/')) reply.header('x-robots-tag', 'noindex, nofollow');
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
