import {
  adminPageSchema,
  adminProductSchema,
  contentListQuerySchema,
  envelopeSchema,
  idParamSchema,
  productInputSchema,
  productPatchSchema,
} from '@kopkar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendOk } from '../../plugins/envelope';
import { requireStaff } from '../auth/auth-guard';
import { actorOf } from '../backoffice/backoffice-guard';
import { createProduct, getAdminProduct, listAdminProducts, updateProduct } from './products-admin.service';

/**
 * Loan products and their rate tiers (EDITOR; ADMIN too). Products are deactivated, never deleted: loans and
 * applications point at them.
 */
export async function productsAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // onRequest: who is asking is checked before the body is validated (a visitor learns nothing from a 422).
  const editors = { onRequest: requireStaff('EDITOR') };
  const tags = ['admin-products'];

  app.get(
    '/admin/products',
    {
      ...editors,
      schema: {
        tags,
        querystring: contentListQuerySchema,
        response: { 200: envelopeSchema(adminPageSchema(adminProductSchema)) },
      },
    },
    async (request, reply) => sendOk(reply, await listAdminProducts(app.db, request.query)),
  );
  app.get(
    '/admin/products/:id',
    {
      ...editors,
      schema: { tags, params: idParamSchema, response: { 200: envelopeSchema(adminProductSchema) } },
    },
    async (request, reply) => sendOk(reply, await getAdminProduct(app.db, request.params.id)),
  );
  app.post(
    '/admin/products',
    {
      ...editors,
      schema: { tags, body: productInputSchema, response: { 201: envelopeSchema(adminProductSchema) } },
    },
    async (request, reply) =>
      sendOk(reply, await createProduct(app.db, actorOf(request), request.body), 'Produk ditambahkan', 201),
  );
  app.patch(
    '/admin/products/:id',
    {
      ...editors,
      schema: {
        tags,
        params: idParamSchema,
        body: productPatchSchema,
        response: { 200: envelopeSchema(adminProductSchema) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        await updateProduct(app.db, actorOf(request), request.params.id, request.body),
        'Produk disimpan',
      ),
  );
}
