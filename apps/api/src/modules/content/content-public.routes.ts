import { faqDetailRequestSchema, pageSlugParamSchema } from '@kopkar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireMember } from '../../plugins/auth-guard';
import { sendOk } from '../../plugins/envelope';
import {
  getPage,
  listActivePromotions,
  listFaqAnswers,
  listFaqCategories,
  listOrgChart,
} from './content-public.service';

/** The content calls of SPEC §7 (/ochart, /promotion, /FAQ, /FAQ/Detail) and the static pages. */
export async function contentPublicRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['content'];

  app.get('/ochart', { schema: { tags } }, async (_request, reply) =>
    sendOk(reply, await listOrgChart(app.db)),
  );

  app.get('/promotion', { schema: { tags } }, async (_request, reply) =>
    sendOk(reply, await listActivePromotions(app.db)),
  );

  // /faq is a member page (SPEC §2 public paths do not list it).
  app.get('/FAQ', { preHandler: requireMember, schema: { tags } }, async (_request, reply) =>
    sendOk(reply, await listFaqCategories(app.db)),
  );

  app.post(
    '/FAQ/Detail',
    { preHandler: requireMember, schema: { tags, body: faqDetailRequestSchema } },
    async (request, reply) => sendOk(reply, await listFaqAnswers(app.db, request.body.Category)),
  );

  app.get('/pages/:slug', { schema: { tags, params: pageSlugParamSchema } }, async (request, reply) =>
    sendOk(reply, await getPage(app.db, request.params.slug)),
  );
}
