import {
  companyWithChainSchema,
  envelopeSchema,
  idParamSchema,
  replaceChainRequestSchema,
} from '@kopkar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendOk } from '../../plugins/envelope';
import { requireStaff } from '../auth/auth-guard';
import { actorOf } from './backoffice-guard';
import { listCompaniesWithChains, replaceChain } from './companies.service';

/** Companies and their approval chains (ADMIN). */
export async function companiesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const adminOnly = { preHandler: requireStaff('ADMIN') };
  const tags = ['admin-companies'];

  app.get(
    '/admin/companies',
    { ...adminOnly, schema: { tags, response: { 200: envelopeSchema(z.array(companyWithChainSchema)) } } },
    async (_request, reply) => sendOk(reply, await listCompaniesWithChains(app.db)),
  );

  app.put(
    '/admin/companies/:id/chain',
    {
      ...adminOnly,
      schema: {
        tags,
        params: idParamSchema,
        body: replaceChainRequestSchema,
        response: { 200: envelopeSchema(companyWithChainSchema) },
      },
    },
    async (request, reply) => {
      const company = await replaceChain(app.db, actorOf(request), request.params.id, request.body);
      return sendOk(reply, company, 'Rantai persetujuan diperbarui');
    },
  );
}
