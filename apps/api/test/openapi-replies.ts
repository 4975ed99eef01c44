/**
 * Checks recorded replies against the app's own OpenAPI document, as a validating proxy in front of the API would:
 * the status must be declared for the operation, the reply's media type must be one the status declares, and a
 * JSON body must match the declared schema.
 *
 * Why Ajv 8 directly, not a packaged response validator: the document is OpenAPI 3.0.3 and its schema objects are
 * JSON Schema with two 3.0 dialect points only (`nullable`, which Ajv 8 reads natively, and boolean
 * `exclusiveMinimum`/`exclusiveMaximum`, rewritten below); Ajv is the validator Fastify itself and
 * fast-json-stringify run on, maintained and already in the lockfile. `openapi-response-validator` (last release
 * 2022) wraps an Ajv of its own and adds nothing the few lines below do not, and `@seriousme/openapi-schema-validator`
 * validates the document, not replies.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

type SchemaObject = Record<string, unknown>;
type ResponseObject = { description?: string; content?: Record<string, { schema?: SchemaObject }> };
type Operation = { responses?: Record<string, ResponseObject>; security?: unknown[] };
export type OpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components?: { securitySchemes?: Record<string, unknown> };
};

/** One reply as it left the app, with the route it answered (Fastify's pattern, `/api/v1/SHU/:nik`). */
export type RecordedReply = {
  method: string;
  route: string;
  /** Who asked and how, for the failure message. */
  label: string;
  status: number;
  contentType: string | undefined;
  body: string;
};

/**
 * OpenAPI 3.0's schema object as draft-7 (Ajv): draft-4's boolean exclusive bounds become the bound itself, and
 * `nullable` without a `type` becomes an `anyOf` with null.
 */
function toDraft7(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toDraft7);
  if (schema === null || typeof schema !== 'object') return schema;
  const copy: SchemaObject = {};
  for (const [key, value] of Object.entries(schema)) copy[key] = toDraft7(value);
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof copy[flag] !== 'boolean') continue;
    if (copy[flag] === true) copy[flag] = copy[bound];
    else delete copy[flag];
    if (copy[flag] !== undefined) delete copy[bound];
  }
  // `nullable` beside `anyOf` (zod's `.nullable()` of a union): null is one more choice, not a type to extend.
  if (copy.nullable === true && copy.type === undefined) {
    delete copy.nullable;
    return { anyOf: [copy, { type: 'null' }] };
  }
  return copy;
}

export const toDocumentPath = (route: string) => route.replace(/:(\w+)/g, '{$1}');
const mediaTypeOf = (contentType: string | undefined) =>
  contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
const isJson = (mediaType: string) => mediaType === 'application/json' || mediaType.endsWith('+json');

/** A checker of recorded replies against `document`; each call answers the mismatch, or null. */
export function createReplyValidator(document: OpenApiDocument) {
  if (!document.openapi.startsWith('3.0.')) {
    throw new Error(`the validator reads OpenAPI 3.0 schema objects; the app emits ${document.openapi}`);
  }
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  const compiled = new Map<string, ValidateFunction>();
  const validatorOf = (key: string, schema: SchemaObject) => {
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile(toDraft7(schema) as SchemaObject);
      compiled.set(key, validate);
    }
    return validate;
  };

  return function mismatchOf(reply: RecordedReply): string | null {
    const path = toDocumentPath(reply.route);
    const operation = document.paths[path]?.[reply.method.toLowerCase()];
    if (!operation) return 'operation missing from the document';
    const responses = operation.responses ?? {};
    const declared =
      responses[String(reply.status)] ?? responses[`${String(reply.status)[0]}XX`] ?? responses.default;
    if (!declared)
      return `status ${reply.status} not declared (declared: ${Object.keys(responses).join(', ')})`;
    const content = declared.content ?? {};
    if (reply.body.length === 0) {
      return Object.keys(content).length === 0 || reply.status === 304
        ? null
        : `empty body where ${Object.keys(content).join(', ')} is declared`;
    }
    const mediaType = mediaTypeOf(reply.contentType);
    const media = content[mediaType];
    if (!media)
      return `content type ${mediaType || '(none)'} not declared (declared: ${Object.keys(content)})`;
    if (!isJson(mediaType) || !media.schema) return null;
    let parsed: unknown;
    try {
      parsed = JSON.parse(reply.body);
    } catch {
      return `declared JSON, body is not: ${reply.body.slice(0, 80)}`;
    }
    let validate: ValidateFunction;
    try {
      validate = validatorOf(`${reply.method} ${path} ${reply.status} ${mediaType}`, media.schema);
    } catch (error) {
      return `the declared ${reply.status} schema does not compile: ${(error as Error).message}`;
    }
    if (validate(parsed)) return null;
    return `body does not match the ${reply.status} schema: ${ajv.errorsText(validate.errors, { separator: '; ' })}`;
  };
}
