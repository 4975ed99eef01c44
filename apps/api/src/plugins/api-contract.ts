import type { SwaggerTransformObject } from '@fastify/swagger';
import { fieldErrorsSchema, fileReplySchema } from '@kopkar/domain';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { z } from 'zod';
import { fileMediaTypesOf } from './api-contract-files';
import { errorStatusesOf, type RouteFacts } from './api-contract-statuses';

/** The name of the bearer scheme in `components.securitySchemes` (app.ts gives it to @fastify/swagger). */
export const BEARER_SCHEME = 'bearerAuth';

/** How every guarded call authenticates: the access token of /web/login or /admin/login, `Authorization: Bearer`. */
export const bearerSecurityScheme = {
  type: 'http',
  scheme: 'bearer',
  bearerFormat: 'JWT',
  description:
    'Access token from POST /api/v1/web/login or /api/v1/admin/login; short-lived, POST …/refresh renews it.',
} as const;

/** What a caller of the app says about its routes that the route options alone do not show. */
export type ContractFacts = {
  /** A hook that refuses a caller without a valid access token (the guards of modules/auth/auth-guard.ts). */
  isTokenGuard(hook: unknown): boolean;
  /** Routes (`GET /api/v1/…`) that read a token when one is sent but answer visitors too. */
  optionalToken: ReadonlySet<string>;
};

const HOOK_NAMES = ['onRequest', 'preParsing', 'preValidation', 'preHandler'] as const;
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const isApiRoute = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * The error envelope of one status, `{ code, message, data }` as plugins/failure-reply.ts sends it: `code` is the
 * status, `data` the field errors of a 422 (error-handler.ts) or null. One schema per status, shared by every route.
 */
const errorReplies = new Map<number, z.ZodType>();
export function errorReplySchema(status: number, description: string): z.ZodType {
  const known = errorReplies.get(status);
  if (known) return known;
  const schema = z
    .object({ code: z.literal(status), message: z.string(), data: fieldErrorsSchema.nullable() })
    .meta({ description });
  errorReplies.set(status, schema);
  return schema;
}

/**
 * The serialiser compiler with one serialiser per error envelope instead of one per route and status: ~1,600
 * compilations (zod → JSON Schema → fast-json-stringify, plugins/reply-serializer.ts) would add a second to every
 * start of the app, every test file's included. The envelope is the same on every route, so is its serialiser.
 */
export function shareErrorSerializers(
  compile: FastifySerializerCompiler<unknown>,
): FastifySerializerCompiler<unknown> {
  const shared = new Map<unknown, ReturnType<FastifySerializerCompiler<unknown>>>();
  return (route) => {
    if (errorReplies.get(Number(route.httpStatus)) !== route.schema) return compile(route);
    let serialize = shared.get(route.schema);
    if (!serialize) {
      serialize = compile({ ...route, method: 'any', url: `route (error ${route.httpStatus})` });
      shared.set(route.schema, serialize);
    }
    return serialize;
  };
}

/** 304 carries no body (completeDocument drops its content): not the file it revalidates. */
const notModifiedSchema = z
  .null()
  .meta({ description: 'Not Modified: the cached copy (ETag) is still current' });

type DocumentNode = Record<string, unknown>;

/** zod writes `.nullable()` of an enum as `nullable: true` beside an enum without null: 3.0.3 reads "never null". */
function withNullInNullableEnums(node: unknown): void {
  if (Array.isArray(node)) for (const item of node) withNullInNullableEnums(item);
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return;
  const schema = node as DocumentNode;
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) {
    schema.enum = [...schema.enum, null];
  }
  for (const value of Object.values(schema)) withNullInNullableEnums(value);
}

/**
 * @fastify/swagger's `transformObject`: the finished document, corrected where the generator's 3.0 output says
 * less than the server does (nullable enums), and 304 replies without a body.
 */
export const completeDocument: SwaggerTransformObject = (document) => {
  if (!('openapiObject' in document)) return document.swaggerObject;
  withNullInNullableEnums(document.openapiObject.paths);
  for (const path of Object.values(document.openapiObject.paths ?? {})) {
    for (const operation of Object.values(path ?? {})) {
      const notModified = (operation as { responses?: Record<string, DocumentNode> }).responses?.['304'];
      if (notModified) delete notModified.content;
    }
  }
  return document.openapiObject;
};

function factsOf(route: RouteOptions, facts: ContractFacts): RouteFacts {
  const methods = [route.method].flat().map((method) => method.toUpperCase());
  const hooks = HOOK_NAMES.flatMap((name) => [route[name] ?? []].flat());
  const schema = route.schema ?? {};
  const key = `${methods.includes('HEAD') ? 'GET' : methods[0]} ${route.url}`;
  const rateLimit = (route.config as { rateLimit?: unknown } | undefined)?.rateLimit;
  return {
    key,
    needsToken: hooks.some((hook) => facts.isTokenGuard(hook)),
    readsToken: facts.optionalToken.has(key),
    hasParams: Boolean(schema.params) || route.url.includes(':'),
    sendsFile: Object.values(schema.response ?? {}).includes(fileReplySchema),
    isValidated: Boolean(schema.body || schema.querystring || schema.params || schema.headers),
    takesBody: methods.some((method) => BODY_METHODS.has(method)),
    isRateLimited: Boolean(rateLimit) || hooks.some(isRateLimiter),
  };
}

/** @fastify/rate-limit's hooks (`app.rateLimit(...)`, docs/decisions/0013-per-address-limits.md). */
let rateLimiterSource = '';
const isRateLimiter = (hook: unknown) => typeof hook === 'function' && hook.toString() === rateLimiterSource;

/** The success replies with files declared under their real media types (plugins/api-contract-files.ts). */
function withMediaTypes(key: string, response: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const [status, schema] of Object.entries(response)) {
    if (schema !== fileReplySchema) copy[status] = schema;
    else if (status === '304') copy[status] = notModifiedSchema;
    else {
      const content = Object.fromEntries(
        fileMediaTypesOf(key).map((mediaType) => [mediaType, { schema: fileReplySchema }]),
      );
      copy[status] = { description: 'The file itself, not JSON (Content-Disposition names it)', content };
    }
  }
  return copy;
}

/** A route's request schemas: the very objects the server validates with and the document is written from. */
export type RouteInputs = { params?: unknown; querystring?: unknown; body?: unknown; headers?: unknown };
const inputsByApp = new WeakMap<FastifyInstance, Map<string, RouteInputs>>();

/** Each API route's request schemas by `METHOD /url` (api-contract-inputs.test.ts checks none is looser documented). */
export const routeInputsOf = (app: FastifyInstance): ReadonlyMap<string, RouteInputs> =>
  inputsByApp.get(app) ?? new Map();

/**
 * The API's contract in the document, from facts about each route rather than ~150 route files: every
 * error status the route can answer (one table, errors.ts and api-contract-statuses.ts) with the error envelope,
 * the bearer scheme on every guarded operation, and files under the media types they are sent with. Register
 * before the routes; a route's own schemas stay the objects it declared (docs/decisions/0020).
 */
export function registerApiContract(app: FastifyInstance, facts: ContractFacts): void {
  rateLimiterSource = app.rateLimit({ max: 1, timeWindow: 60_000 }).toString();
  const inputs = new Map<string, RouteInputs>();
  inputsByApp.set(app, inputs);
  app.addHook('onRoute', (route) => {
    if (!isApiRoute(route.url) || !route.schema?.response) return;
    const routeFacts = factsOf(route, facts);
    const { params, querystring, body, headers } = route.schema;
    inputs.set(routeFacts.key, { params, querystring, body, headers });
    const response = withMediaTypes(routeFacts.key, route.schema.response as Record<string, unknown>);
    for (const [status, description] of errorStatusesOf(routeFacts)) {
      response[status] ??= errorReplySchema(status, description);
    }
    const bearer: Record<string, string[]> = { [BEARER_SCHEME]: [] };
    const security = routeFacts.needsToken ? [bearer] : routeFacts.readsToken ? [{}, bearer] : undefined;
    // A new schema object: routes share theirs (`const file = { 200: … }`), and each gets its own statuses.
    route.schema = { ...route.schema, response, ...(security ? { security } : {}) };
  });
}
