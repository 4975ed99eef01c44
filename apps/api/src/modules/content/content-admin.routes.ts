import {
  adminFaqSchema,
  adminOrgChartEntrySchema,
  adminPageSchema,
  adminPromotionSchema,
  contentListQuerySchema,
  emptyEnvelopeSchema,
  envelopeSchema,
  faqCategoryRenameReplySchema,
  faqCategoryRenameSchema,
  faqInputSchema,
  faqPatchSchema,
  idParamSchema,
  orgChartInputSchema,
  orgChartPatchSchema,
  pageInputSchema,
  pageSlugParamSchema,
  promotionInputSchema,
  promotionPatchSchema,
  staticPageSchema,
} from '@kopkar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendOk } from '../../plugins/envelope';
import { requireStaff } from '../auth/auth-guard';
import { actorOf } from '../backoffice/backoffice-guard';
import { createFaq, deleteFaq, listFaqs, renameFaqCategory, updateFaq } from './faq-admin.service';
import {
  createOrgChartEntry,
  deleteOrgChartEntry,
  listOrgChartEntries,
  updateOrgChartEntry,
} from './org-chart-admin.service';
import { listPages, savePage } from './pages-admin.service';
import {
  createPromotion,
  deletePromotion,
  listPromotions,
  updatePromotion,
} from './promotions-admin.service';

/** Editors' back office for FAQ, organisation chart, promotions and the static pages (EDITOR; ADMIN too). */
export async function contentAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // onRequest: who is asking is checked before the body is validated (a visitor learns nothing from a 422).
  const editors = { onRequest: requireStaff('EDITOR') };
  const tags = ['admin-content'];
  const base = '/admin/content';

  // FAQ
  app.get(
    `${base}/faqs`,
    {
      ...editors,
      schema: {
        tags,
        querystring: contentListQuerySchema,
        response: { 200: envelopeSchema(adminPageSchema(adminFaqSchema)) },
      },
    },
    async (request, reply) => sendOk(reply, await listFaqs(app.db, request.query)),
  );
  app.post(
    `${base}/faqs`,
    { ...editors, schema: { tags, body: faqInputSchema, response: { 201: envelopeSchema(adminFaqSchema) } } },
    async (request, reply) =>
      sendOk(reply, await createFaq(app.db, actorOf(request), request.body), 'FAQ ditambahkan', 201),
  );
  app.patch(
    `${base}/faqs/:id`,
    {
      ...editors,
      schema: {
        tags,
        params: idParamSchema,
        body: faqPatchSchema,
        response: { 200: envelopeSchema(adminFaqSchema) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        await updateFaq(app.db, actorOf(request), request.params.id, request.body),
        'FAQ disimpan',
      ),
  );
  app.delete(
    `${base}/faqs/:id`,
    { ...editors, schema: { tags, params: idParamSchema, response: { 200: emptyEnvelopeSchema } } },
    async (request, reply) => {
      await deleteFaq(app.db, actorOf(request), request.params.id);
      return sendOk(reply, null, 'FAQ dihapus');
    },
  );
  app.put(
    `${base}/faq-categories`,
    {
      ...editors,
      schema: {
        tags,
        body: faqCategoryRenameSchema,
        response: { 200: envelopeSchema(faqCategoryRenameReplySchema) },
      },
    },
    async (request, reply) =>
      sendOk(reply, await renameFaqCategory(app.db, actorOf(request), request.body), 'Kategori diganti'),
  );

  // Organisation chart
  app.get(
    `${base}/org-chart`,
    {
      ...editors,
      schema: {
        tags,
        querystring: contentListQuerySchema,
        response: { 200: envelopeSchema(adminPageSchema(adminOrgChartEntrySchema)) },
      },
    },
    async (request, reply) => sendOk(reply, await listOrgChartEntries(app.db, request.query)),
  );
  app.post(
    `${base}/org-chart`,
    {
      ...editors,
      schema: {
        tags,
        body: orgChartInputSchema,
        response: { 201: envelopeSchema(adminOrgChartEntrySchema) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        await createOrgChartEntry(app.db, actorOf(request), request.body),
        'Pengurus ditambahkan',
        201,
      ),
  );
  app.patch(
    `${base}/org-chart/:id`,
    {
      ...editors,
      schema: {
        tags,
        params: idParamSchema,
        body: orgChartPatchSchema,
        response: { 200: envelopeSchema(adminOrgChartEntrySchema) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        await updateOrgChartEntry(app.db, actorOf(request), request.params.id, request.body),
        'Data pengurus disimpan',
      ),
  );
  app.delete(
    `${base}/org-chart/:id`,
    { ...editors, schema: { tags, params: idParamSchema, response: { 200: emptyEnvelopeSchema } } },
    async (request, reply) => {
      await deleteOrgChartEntry(app.db, actorOf(request), request.params.id);
      return sendOk(reply, null, 'Pengurus dihapus');
    },
  );

  // Promotions: a change refreshes the CSP frame-src of this copy at once.
  app.get(
    `${base}/promotions`,
    {
      ...editors,
      schema: {
        tags,
        querystring: contentListQuerySchema,
        response: { 200: envelopeSchema(adminPageSchema(adminPromotionSchema)) },
      },
    },
    async (request, reply) => sendOk(reply, await listPromotions(app.db, request.query)),
  );
  app.post(
    `${base}/promotions`,
    {
      ...editors,
      schema: { tags, body: promotionInputSchema, response: { 201: envelopeSchema(adminPromotionSchema) } },
    },
    async (request, reply) => {
      const promotion = await createPromotion(app.db, actorOf(request), request.body);
      await app.promoFrameOrigins.refresh();
      return sendOk(reply, promotion, 'Promosi ditambahkan', 201);
    },
  );
  app.patch(
    `${base}/promotions/:id`,
    {
      ...editors,
      schema: {
        tags,
        params: idParamSchema,
        body: promotionPatchSchema,
        response: { 200: envelopeSchema(adminPromotionSchema) },
      },
    },
    async (request, reply) => {
      const promotion = await updatePromotion(app.db, actorOf(request), request.params.id, request.body);
      await app.promoFrameOrigins.refresh();
      return sendOk(reply, promotion, 'Promosi disimpan');
    },
  );
  app.delete(
    `${base}/promotions/:id`,
    { ...editors, schema: { tags, params: idParamSchema, response: { 200: emptyEnvelopeSchema } } },
    async (request, reply) => {
      await deletePromotion(app.db, actorOf(request), request.params.id);
      await app.promoFrameOrigins.refresh();
      return sendOk(reply, null, 'Promosi dihapus');
    },
  );

  // Static pages
  app.get(
    `${base}/pages`,
    { ...editors, schema: { tags, response: { 200: envelopeSchema(z.array(staticPageSchema)) } } },
    async (_request, reply) => sendOk(reply, await listPages(app.db)),
  );
  app.put(
    `${base}/pages/:slug`,
    {
      ...editors,
      schema: {
        tags,
        params: pageSlugParamSchema,
        body: pageInputSchema,
        response: { 200: envelopeSchema(staticPageSchema) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        await savePage(app.db, actorOf(request), request.params.slug, request.body),
        'Halaman disimpan',
      ),
  );
}
