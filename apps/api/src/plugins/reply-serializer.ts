import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/** Keys that only describe a value (they change nothing in how it is written). */
const ANNOTATIONS = new Set(['description', 'title', 'examples', 'default', '$schema']);

/** A simple schema: one type, no structure a serialiser must choose between. */
const isSimple = (schema: JsonSchema) =>
  typeof schema.type === 'string' &&
  !('properties' in schema) &&
  !('items' in schema) &&
  !('anyOf' in schema);

/**
 * Rewrites what zod's JSON Schema says with `anyOf` into plain `type` lists where it can: `nullable()` and unions of
 * literals of one type. fast-json-stringify writes `type: ['string', 'null']` directly, but settles every
 * `anyOf` by running a validator on the value, which would cost more than the serialisation saves.
 */
export function simplifyForSerialiser(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplifyForSerialiser);
  if (schema === null || typeof schema !== 'object') return schema;
  const copy: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (ANNOTATIONS.has(key)) continue;
    copy[key] = key === 'properties' ? mapValues(value as JsonSchema) : simplifyForSerialiser(value);
  }
  const options = copy.anyOf as JsonSchema[] | undefined;
  if (!options) return copy;
  const nonNull = options.filter((option) => option.type !== 'null');
  const types = new Set(nonNull.map((option) => option.type));
  if (nonNull.every(isSimple) && types.size === 1) {
    const { anyOf: _anyOf, ...rest } = copy;
    const type = [...types][0] as string;
    return { ...rest, type: nonNull.length < options.length ? [type, 'null'] : type };
  }
  if (nonNull.length === 1 && nonNull.length < options.length && typeof nonNull[0]?.type === 'string') {
    const { anyOf: _anyOf, ...rest } = copy;
    return { ...rest, ...nonNull[0], type: [nonNull[0].type, 'null'] };
  }
  return copy;
}

const mapValues = (properties: JsonSchema) =>
  Object.fromEntries(Object.entries(properties).map(([name, value]) => [name, simplifyForSerialiser(value)]));

/**
 * A reply's schema must describe the JSON as it is sent: no transform, pipe or default, whose parse would give the
 * browser something other than what the server wrote. That is what lets the web app take a reply's data as its
 * declared type without parsing it again (docs/decisions/0020-the-browser-trusts-declared-replies.md). Zod's JSON
 * Schema of the input and of the output differ exactly when the schema changes a value while parsing it.
 */
function assertDescribesTheWire(zodSchema: z.ZodType, output: unknown, route: string): void {
  const input = z.toJSONSchema(zodSchema, { io: 'input', target: 'draft-7', unrepresentable: 'any' });
  // Zod closes objects (`additionalProperties: false`) only on the output side: not a change of value.
  const closedObjects = (key: string, value: unknown) =>
    key === 'additionalProperties' && value === false ? undefined : value;
  if (JSON.stringify(input, closedObjects) !== JSON.stringify(output, closedObjects)) {
    throw new Error(
      `the reply schema of ${route} changes values while parsing (a transform, pipe or default): ` +
        'a reply schema describes the JSON as it is sent',
    );
  }
}

/**
 * Replies are written by fast-json-stringify, compiled once per route from the reply's zod schema (declared in
 * packages/domain, whose type the web app reads the reply as): no JSON.stringify walk of every value, and only the
 * declared fields ever leave the server. With `verify` (development and tests) each reply is also checked against
 * its zod schema first, so a presenter drifting from the contract fails loudly instead of being silently trimmed.
 */
export function createReplySerializerCompiler(options: {
  verify: boolean;
}): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url }) => {
    const zodSchema = schema as z.ZodType;
    const jsonSchema = z.toJSONSchema(zodSchema, { io: 'output', target: 'draft-7', unrepresentable: 'any' });
    assertDescribesTheWire(zodSchema, jsonSchema, `${method} ${url}`);
    const stringify = fastJson(simplifyForSerialiser(jsonSchema) as Parameters<typeof fastJson>[0]);
    if (!options.verify) return (data) => stringify(data);
    return (data) => {
      const checked = zodSchema.safeParse(data);
      if (!checked.success) {
        throw new Error(
          `the reply of ${method} ${url} does not match its schema: ${z.prettifyError(checked.error)}`,
        );
      }
      return stringify(data);
    };
  };
}
