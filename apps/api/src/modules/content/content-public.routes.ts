import {
  envelopeSchema,
  faqAnswerSchema,
  faqCategorySchema,
  faqDetailRequestSchema,
  orgChartEntrySchema,
  pageSlugParamSchema,
  promotionSchema,
  staticPageSchema,
} from '@kopkar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendOk } from '../../plugins/envelope';
import { requireMember } from '../auth/auth-guard';
import {
  getPage,
  listActivePromotions,
  listFaqAnswers,
  listFaqCategories,
  listOrgChart,
} from './content-public.service';

/** The content calls of docs/product/api.md (/ochart, /promotion, /FAQ, /FAQ/Detail) and the static pages. */
export async function contentPublicRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['content'];
  const listOf = (item: z.ZodType) => ({ 200: envelopeSchema(z.array(item)) });

  app.get('/ochart', { schema: { tags, response: listOf(orgChartEntrySchema) } }, async (_request, reply) =>
    sendOk(reply, await listOrgChart(app.db)),
  );

  app.get('/promotion', { schema: { tags, response: listOf(promotionSchema) } }, async (_request, reply) =>
    sendOk(reply, await listActivePromotions(app.db)),
  );

  // /faq is a member page (docs/product/screens.md public paths do not list it).
  app.get(
    '/FAQ',
    { preHandler: requireMember, schema: { tags, response: listOf(faqCategorySchema) } },
    async (_request, reply) => sendOk(reply, await listFaqCategories(app.db)),
  );

  app.post(
    '/FAQ/Detail',
    {
      preHandler: requireMember,
      schema: { tags, body: faqDetailRequestSchema, response: listOf(faqAnswerSchema) },
    },
    async (request, reply) => sendOk(reply, await listFaqAnswers(app.db, request.body.Category)),
  );

  app.get(
    '/pages/:slug',
    { schema: { tags, params: pageSlugParamSchema, response: { 200: envelopeSchema(staticPageSchema) } } },
    async (request, reply) => sendOk(reply, await getPage(app.db, request.params.slug)),
  );
}
