import fc from 'fast-check';
import type { JsonSchema } from './route-inventory';
import { validOf } from './schema-arbitraries';

/** A raw request body as it leaves a broken or hostile client. */
export type RawBody = { family: string; contentType: string | undefined; payload: string | Buffer };

const json = 'application/json';

function nested(depth: number, open: string, close: string, leaf = '1') {
  return open.repeat(depth) + leaf + close.repeat(depth);
}

const brokenJson: fc.Arbitrary<RawBody> = fc
  .oneof(
    fc.constantFrom(
      '{',
      '}',
      '{"a":',
      '{"a":1,}',
      "{'a':1}",
      '{a:1}',
      '[1,2,',
      'NaN',
      'undefined',
      '{"a":01}',
      '{"a":"\\x41"}',
      '{"a":"\\ud800"}',
      '\uFEFF{"a":1}',
      '{"a":1}{"b":2}',
      '{"a":1}garbage',
      '"unterminated',
      '{"a":Infinity}',
      '// comment\n{}',
      '{"a":1e999999}',
      '\u0000',
    ),
    fc.string({ maxLength: 200 }).map((s) => `{${s}`),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 200 }),
  )
  .map((payload) => ({ family: 'broken-json', contentType: json, payload }));

const jsonScalars: fc.Arbitrary<RawBody> = fc
  .constantFrom('null', 'true', '0', '-1', '""', '"text"', '[]', '[{}]', '1e308', '{}')
  .map((payload) => ({ family: 'json-not-an-object', contentType: json, payload }));

const invalidUtf8: fc.Arbitrary<RawBody> = fc.uint8Array({ minLength: 1, maxLength: 64 }).map((bytes) => ({
  family: 'invalid-utf8',
  contentType: `${json}; charset=utf-8`,
  payload: Buffer.concat([
    Buffer.from('{"a":"'),
    Buffer.from([0xc3, 0x28, 0xff, 0xfe]),
    Buffer.from(bytes),
    Buffer.from('"}'),
  ]),
}));

const wrongContentType = (schema: JsonSchema | undefined): fc.Arbitrary<RawBody> =>
  fc
    .tuple(
      fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/xml',
        'text/html',
        'application/octet-stream',
        'image/png',
        'application/json; charset=utf-16',
        'application/json; charset=latin1',
        'application/JSON',
        'application/vnd.api+json',
        'application/json, text/plain',
        ';;;',
        'application/json\tx',
      ),
      validOf(schema),
    )
    .map(([contentType, body]) => ({
      family: 'wrong-content-type',
      contentType,
      payload: JSON.stringify(body) ?? '',
    }));

const noContentType: fc.Arbitrary<RawBody> = fc
  .constantFrom('{"a":1}', 'a=1&b=2', '')
  .map((payload) => ({ family: 'no-content-type', contentType: undefined, payload }));

/** multipart/form-data that lies about its boundary, ends early or smuggles a file with a traversal name. */
const brokenMultipart: fc.Arbitrary<RawBody> = fc
  .tuple(
    fc.constantFrom('----x', '', 'a'.repeat(200), '"quoted"'),
    fc.string({ maxLength: 80 }),
    fc.boolean(),
  )
  .map(([boundary, content, truncated]) => {
    const parts = [
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="../../../etc/passwd"\r\nContent-Type: image/png\r\n\r\n`,
      `\x89PNG\r\n\x1a\n${content}`,
      truncated ? '' : `\r\n--${boundary}--\r\n`,
    ];
    return {
      family: 'broken-multipart',
      contentType: `multipart/form-data; boundary=${boundary === '----x' ? 'other' : boundary}`,
      payload: parts.join(''),
    };
  });

const deepNesting: fc.Arbitrary<RawBody> = fc
  .tuple(fc.constantFrom(100, 1_000, 10_000, 100_000), fc.constantFrom('array', 'object'))
  .map(([depth, kind]) => ({
    family: 'deep-nesting',
    contentType: json,
    payload: kind === 'array' ? nested(depth, '[', ']') : nested(depth, '{"a":', '}'),
  }));

const pollutionKeys = (schema: JsonSchema | undefined): fc.Arbitrary<RawBody> =>
  fc
    .tuple(
      validOf(schema),
      fc.constantFrom(
        '"__proto__":{"isAdmin":true,"role":"ADMIN"}',
        '"constructor":{"prototype":{"isAdmin":true}}',
        '"__proto__":{"__proto__":{"polluted":1}}',
        '"prototype":{"polluted":1}',
        '"toString":"x","valueOf":1,"hasOwnProperty":null',
      ),
    )
    .map(([body, pollution]) => {
      const valid = JSON.stringify(body) ?? '{}';
      const payload =
        valid.startsWith('{') && valid !== '{}' ? `{${pollution},${valid.slice(1)}` : `{${pollution}}`;
      return { family: 'prototype-pollution', contentType: json, payload };
    });

/** Strings far past any field limit, and bodies past the 8 MiB body limit (sent rarely: they cost time). */
const huge = (schema: JsonSchema | undefined): fc.Arbitrary<RawBody> =>
  fc
    .tuple(
      fc.constantFrom(70_000, 1_000_000, 3_000_000, 9_000_000),
      fc.constantFrom('A', '9', 'é', '\\u0000'),
    )
    .map(([length, unit]) => {
      const keys = Object.keys(schema?.properties ?? { value: {} });
      const filler = unit.repeat(Math.ceil(length / unit.length));
      const fields = keys
        .map((key) => `${JSON.stringify(key)}:"${filler}"`)
        .slice(0, length > 1_000_000 ? 1 : 3);
      return { family: 'huge', contentType: json, payload: `{${fields.join(',')}}` };
    });

const duplicateKeys = (schema: JsonSchema | undefined): fc.Arbitrary<RawBody> =>
  fc.constant(schema).map((s) => {
    const keys = Object.keys(s?.properties ?? { id: {} });
    const fields = keys.flatMap((key) => [`${JSON.stringify(key)}:1`, `${JSON.stringify(key)}:{"$gt":""}`]);
    return { family: 'duplicate-keys', contentType: json, payload: `{${fields.join(',')}}` };
  });

/** The malformed families, weighted so the expensive ones (huge, deep) stay a small share of the run. */
export function malformedBodyOf(schema: JsonSchema | undefined): fc.Arbitrary<RawBody> {
  return fc.oneof(
    { weight: 6, arbitrary: brokenJson },
    { weight: 2, arbitrary: jsonScalars },
    { weight: 2, arbitrary: invalidUtf8 },
    { weight: 4, arbitrary: wrongContentType(schema) },
    { weight: 1, arbitrary: noContentType },
    { weight: 3, arbitrary: brokenMultipart },
    { weight: 1, arbitrary: deepNesting },
    { weight: 3, arbitrary: pollutionKeys(schema) },
    { weight: 1, arbitrary: huge(schema) },
    { weight: 1, arbitrary: duplicateKeys(schema) },
  );
}
