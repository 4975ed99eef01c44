import type { FastifyInstance } from 'fastify';
import { contentAdminRoutes } from './content-admin.routes';
import { contentFilesRoutes } from './content-files.routes';
import { contentPublicRoutes } from './content-public.routes';
import type { PromoFrameOrigins } from './promo-frame-origins';

declare module 'fastify' {
  interface FastifyInstance {
    /** CSP frame-src origins of the configured promotion pages (see promo-frame-origins.ts). */
    promoFrameOrigins: PromoFrameOrigins;
  }
}

/** Site half: public content calls, content images and the editors' back office. */
export async function contentRoutes(app: FastifyInstance) {
  await app.register(contentPublicRoutes);
  await app.register(contentFilesRoutes);
  await app.register(contentAdminRoutes);
}
