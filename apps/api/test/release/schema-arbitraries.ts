import fc from 'fast-check';
import { type JsonSchema, RAW_PATH_PREFIX } from './route-inventory';

/** Values that break naive code: boundaries, overflow, type confusion, injection strings, odd unicode. */
const evilString = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  "' OR '1'='1",
  '1; DROP TABLE members;--',
  '"><script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '%00',
  '\u0000',
  '\uFFFF\uD800',
  '😀'.repeat(50),
  'ـ'.repeat(300),
  '9'.repeat(400),
  'data:image/png;base64,AAAA',
  'data:application/pdf;base64,JVBERi0xLjQK',
  '__proto__',
  'constructor',
  '2026-02-30',
  '9999-99-99',
  '0000-00-00',
  '2026-13',
);

const evilNumber = fc.constantFrom(
  0,
  -0,
  -1,
  1.5,
  0.1,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 32,
  -(2 ** 31) - 1,
  2 ** 53,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  1e21,
  1e308,
  -1e308,
  5e-324,
);

/** Anything JSON can carry, weighted toward the nasty values above. */
export const evilValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: evilString },
  { weight: 3, arbitrary: evilNumber },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.integer() },
);

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, Math.max(minLength, 40));
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    return fc
      .stringMatching(pattern)
      .filter((s) => s.length >= minLength && s.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY));
  }
  if (schema.format === 'uri') return fc.webUrl({ validSchemes: ['https'] });
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date') return fc.constantFrom('2026-01-31', '2026-06-15', '2025-12-01');
  return fc.string({ minLength, maxLength });
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMin = schema.exclusiveMinimum === true;
  let min =
    typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : (schema.minimum ?? -1e6);
  if (exclusiveMin) min += integer ? 1 : 0.01;
  let max =
    typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - 1 : (schema.maximum ?? 1e9);
  if (schema.exclusiveMaximum === true) max -= integer ? 1 : 0.01;
  if (schema.multipleOf && Number.isInteger(schema.multipleOf)) {
    const step = schema.multipleOf;
    const low = Math.ceil(min / step);
    const high = Math.min(Math.floor(max / step), low + 1000);
    return fc.integer({ min: low, max: high }).map((k) => k * step);
  }
  // Small, realistic values most of the time (they reach the services), the edges sometimes.
  const realistic = Math.min(max, Math.max(min, 0) + 1000);
  if (integer) {
    return fc.oneof(
      { weight: 4, arbitrary: fc.integer({ min: Math.ceil(min), max: Math.floor(realistic) }) },
      { weight: 1, arbitrary: fc.constantFrom(Math.ceil(min), Math.floor(max)) },
    );
  }
  // Schemas that refine numbers (whole Rupiah, a 0/1 flag, years of a tenor) say only `number` in JSON Schema:
  // small whole numbers pass most of them.
  const low = Math.ceil(Math.max(min, 0));
  return fc.oneof(
    {
      weight: 3,
      arbitrary: fc.integer({ min: low, max: Math.max(low, Math.min(Math.floor(max), low + 3)) }),
    },
    { weight: 1, arbitrary: fc.integer({ min: low, max: Math.max(low, Math.floor(realistic)) }) },
    { weight: 1, arbitrary: fc.double({ min, max: realistic, noNaN: true, noDefaultInfinity: true }) },
  );
}

/** Bodies a client following the schema could send: they pass validation and reach the services. */
export function validOf(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant({});
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.oneOf ?? schema.anyOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => validOf(choice, depth + 1)));
  if (schema.allOf?.length) return validOf(Object.assign({}, ...schema.allOf), depth + 1);
  const types = typesOf(schema);
  const base: fc.Arbitrary<unknown> = (() => {
    if (types.includes('object') || schema.properties) {
      const properties = schema.properties ?? {};
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, child] of Object.entries(properties)) record[key] = validOf(child, depth + 1);
      return fc.record(record, { requiredKeys: (schema.required ?? []).filter((k) => k in properties) });
    }
    if (types.includes('array')) {
      return fc.array(validOf(schema.items, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, Math.max(schema.minItems ?? 0, 5)),
      });
    }
    if (types.includes('string')) return stringOf(schema);
    if (types.includes('integer')) return numberOf(schema, true);
    if (types.includes('number')) return numberOf(schema, false);
    if (types.includes('boolean')) return fc.boolean();
    if (types.includes('null')) return fc.constant(null);
    return fc.jsonValue({ maxDepth: 2 });
  })();
  return schema.nullable ? fc.option(base, { nil: null, freq: 5 }) : base;
}

/** The right keys with wrong values: a valid body with some fields swapped for nasty ones, or extra keys. */
export function wrongTypesOf(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema?.properties ?? {});
  if (keys.length === 0) return fc.dictionary(fc.string({ maxLength: 12 }), evilValue, { maxKeys: 5 });
  return fc
    .tuple(
      validOf(schema),
      fc.subarray(keys, { minLength: 1 }),
      fc.array(evilValue, { minLength: keys.length, maxLength: keys.length }),
      fc.option(fc.dictionary(fc.string({ maxLength: 12 }), evilValue, { maxKeys: 3 }), { freq: 3 }),
    )
    .map(([valid, broken, values, extra]) => {
      const body: Record<string, unknown> =
        typeof valid === 'object' && valid !== null && !Array.isArray(valid) ? { ...valid } : {};
      broken.forEach((key, index) => {
        body[key] = values[index];
      });
      return extra ? { ...extra, ...body } : body;
    });
}

/** Generated bodies: valid, right keys / wrong types, any JSON value, anything fast-check can make. */
export function generatedBodyOf(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: validOf(schema) },
    { weight: 4, arbitrary: wrongTypesOf(schema) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
    { weight: 1, arbitrary: fc.anything({ maxDepth: 3, withNullPrototype: true, withObjectString: true }) },
  );
}

/** Path parameter values: real fixture ids most of the time, schema-valid values, then nasty ones. */
export function paramValueOf(schema: JsonSchema | undefined, realValues: string[]): fc.Arbitrary<string> {
  const real = realValues.length > 0 ? [fc.constantFrom(...realValues)] : [];
  return fc.oneof(
    ...real.map((arbitrary) => ({ weight: 4, arbitrary })),
    { weight: 2, arbitrary: validOf(schema).map((value) => String(value)) },
    { weight: 1, arbitrary: evilString },
    { weight: 1, arbitrary: evilNumber.map(String) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...BROKEN_PERCENT_ENCODINGS).map((raw) => `${RAW_PATH_PREFIX}${raw}`),
    },
  );
}

/** Path segments no decoder accepts: Fastify's router must still answer in the envelope. */
const BROKEN_PERCENT_ENCODINGS = [
  '%',
  '%E0%A4%A',
  '%ZZ',
  '%C0%AF',
  '%00',
  '..%2F..%2F',
  '%uD800',
  '1%0d%0aSet-Cookie:x=1',
];
