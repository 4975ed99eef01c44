import { envelopeSchema, fileReplySchema } from '@kopkar/domain';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp } from '../../test/build-test-app';
import { requireReplySchemas } from './reply-contract';

function bareApp() {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  requireReplySchemas(app);
  return app;
}

describe('every API route declares its reply', () => {
  it('refuses an /api route that declares only error replies, naming it', async () => {
    const app = bareApp();
    app.register(
      async (v1) => {
        v1.get('/ok', { schema: { response: { 200: envelopeSchema(z.null()) } } }, async () => null);
        v1.get('/only-errors', { schema: { response: { 404: envelopeSchema(z.null()) } } }, async () => null);
      },
      { prefix: '/api/v1' },
    );
    await expect(app.ready()).rejects.toThrow('GET /api/v1/only-errors declares no reply');
  });

  it('refuses an /api route with no schema at all, as it is registered', () => {
    const app = bareApp();
    expect(() => app.post('/api/v1/undeclared', async () => null)).toThrow(
      'POST /api/v1/undeclared declares no reply',
    );
  });

  it('accepts a declared file reply and leaves the SPA and the API docs alone', async () => {
    const app = bareApp();
    app.get('/api/v1/file', { schema: { response: { 200: fileReplySchema } } }, async () => 'x');
    app.get('/about', async () => 'page');
    app.get('/api/docs/json', async () => ({}));
    await expect(app.ready()).resolves.toBeDefined();
    await app.close();
  });

  it('lets the real app build: all its API routes declare their replies', async () => {
    const t = await buildTestApp();
    expect(t.app.hasRoute({ method: 'GET', url: '/api/v1/me' })).toBe(true);
    await t.close();
  });
});
