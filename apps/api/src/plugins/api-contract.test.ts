/**
 * The API contract: every reply of every route the inventory knows — refusals, validation
 * failures, unknown ids and happy paths — is what `/api/docs/json` declares for it: the status, the media type and
 * the body's schema. A route that answers an undeclared status, sends a file under a type the document does not
 * name, or replies in another shape fails here. Also: the bearer scheme sits on every guarded operation and on no
 * public one.
 */
import { afterAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { createReplyValidator, type OpenApiDocument, toDocumentPath } from '../../test/openapi-replies';
import { PUBLIC_ROUTES } from '../../test/release/authorisation-allow-lists';
import { recordContractReplies } from '../../test/release/contract-requests';
import { discoverRoutes, routeKey } from '../../test/release/route-inventory';
import { buildWorld } from '../../test/release/world';
import { BEARER_SCHEME } from './api-contract';

const testApp = await buildTestApp({ captchaBypass: true });
const { app } = testApp;
const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiDocument;
const mismatchOf = createReplyValidator(document);
const routes = discoverRoutes(app);

afterAll(async () => {
  await testApp.close();
});

const operationOf = (method: string, url: string) =>
  document.paths[toDocumentPath(url)]?.[method.toLowerCase()];

describe('the validator', () => {
  const route = '/api/v1/SuratLunas/:agreementNo';
  const reply = { method: 'GET', route, label: 'fixture', contentType: 'application/json' };
  const envelope = (code: number) => JSON.stringify({ code, message: 'x', data: null });

  test('fails on an undeclared status, a body off its schema and an undeclared media type', () => {
    expect(mismatchOf({ ...reply, status: 418, body: envelope(418) })).toMatch(/status 418 not declared/);
    expect(mismatchOf({ ...reply, status: 404, body: envelope(401) })).toMatch(/does not match/);
    expect(mismatchOf({ ...reply, status: 404, body: '{"code":404}' })).toMatch(/does not match/);
    expect(mismatchOf({ ...reply, status: 200, body: '{}' })).toMatch(
      /content type application\/json not declared/,
    );
  });

  test('passes what the document declares', () => {
    expect(mismatchOf({ ...reply, status: 404, body: envelope(404) })).toBeNull();
    expect(
      mismatchOf({ ...reply, status: 200, contentType: 'application/pdf', body: '%PDF-1.4' }),
    ).toBeNull();
  });
});

test('the bearer scheme is declared, and applied to every guarded operation and no public one', () => {
  expect(document.components?.securitySchemes?.[BEARER_SCHEME]).toMatchObject({
    type: 'http',
    scheme: 'bearer',
  });
  const wrong = routes
    .filter((route) => {
      const security = JSON.stringify(operationOf(route.method, route.url)?.security ?? []);
      const isPublic = routeKey(route) in PUBLIC_ROUTES;
      const hasBearer = security.includes(BEARER_SCHEME);
      // A public route that reads a token when sent one lists "none" first (`[{}, { bearerAuth: [] }]`).
      return isPublic ? hasBearer && !security.startsWith('[{}') : !hasBearer;
    })
    .map(routeKey);
  expect(wrong).toEqual([]);
});

/** Routes the document leaves out on purpose (`schema.hide`), with the reason. */
const HIDDEN: Record<string, string> = {
  'GET /api/health': "the load balancers' probe, not part of the API clients call",
  'GET /api/health/live': "the process managers' liveness probe, not part of the API clients call",
  'GET /api/health/ready': "the load balancers' readiness probe, not part of the API clients call",
};

test('the document leaves out only the hidden routes', () => {
  const missing = routes.filter((route) => !operationOf(route.method, route.url)).map(routeKey);
  expect(missing).toEqual(Object.keys(HIDDEN));
});

test('every reply of every route is declared: status, media type and body', async () => {
  const world = await buildWorld(app);
  const documented = routes.filter((route) => !(routeKey(route) in HIDDEN));
  const replies = await recordContractReplies(app, world, documented);
  const mismatches = replies.flatMap((reply) => {
    const problem = mismatchOf(reply);
    return problem ? [`${reply.method} ${reply.route} [${reply.label}] ${reply.status}: ${problem}`] : [];
  });
  const byStatus: Record<number, number> = {};
  for (const reply of replies) byStatus[reply.status] = (byStatus[reply.status] ?? 0) + 1;
  const operations = Object.values(document.paths).flatMap((path) => Object.values(path));
  const declared = operations.reduce(
    (sum, operation) => sum + Object.keys(operation.responses ?? {}).length,
    0,
  );
  const secured = operations.filter((operation) => operation.security?.length).length;
  console.info(
    `api contract: ${routes.length} routes, ${operations.length} operations (${secured} with security), ` +
      `${declared} statuses declared; ${replies.length} replies validated ${JSON.stringify(byStatus)}, ` +
      `${mismatches.length} mismatches`,
  );
  expect(replies.length).toBeGreaterThan(routes.length * 4);
  expect(mismatches).toEqual([]);
}, 600_000);
