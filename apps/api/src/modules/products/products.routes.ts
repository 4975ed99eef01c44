import {
  calculatorReplySchema,
  calculatorRequestSchema,
  envelopeSchema,
  productSchema,
  rateCheckReplySchema,
  rateCheckRequestSchema,
} from '@kopkar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendOk } from '../../plugins/envelope';
import { requireMember } from '../auth/auth-guard';
import { calculateLoan, checkRate, listProducts } from './products.service';

export async function productsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/product',
    { schema: { tags: ['loans'], response: { 200: envelopeSchema(z.array(productSchema)) } } },
    async (_request, reply) => sendOk(reply, await listProducts(app.db)),
  );

  app.post(
    '/cekrate',
    {
      preHandler: requireMember,
      schema: {
        tags: ['loans'],
        body: rateCheckRequestSchema,
        response: { 200: envelopeSchema(rateCheckReplySchema) },
      },
    },
    async (request, reply) =>
      sendOk(reply, await checkRate(app.db, request.body.ProductID, request.body.LoanAmount)),
  );

  app.post(
    '/Calculator',
    {
      preHandler: requireMember,
      schema: {
        tags: ['loans'],
        body: calculatorRequestSchema,
        response: { 200: envelopeSchema(calculatorReplySchema) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        await calculateLoan(app.db, {
          productId: request.body.id,
          amount: request.body.loan_amount,
          tenorMonths: request.body.terms,
        }),
      ),
  );
}
