import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle } from '../../../test/blog-factories';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createStaff } from '../../../test/factories';
import { type AuthHeaders, signInStaff } from '../../../test/sessions';

let t: TestApp;
let editor: AuthHeaders;
let articleId: number;
let sender = 0;
/** Every request from its own address: the per-IP comment limit is not what is being tested here. */
const nextAddress = () => {
  sender += 1;
  return `10.${(sender >> 16) & 255}.${(sender >> 8) & 255}.${sender & 255}`;
};

beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  editor = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'EDITOR' })).username);
  articleId = (await createArticle(t.app.db)).id;
});
afterAll(async () => {
  await t?.close();
});

const seen = new Map<string, Set<number>>();

/** A reply that is never a 5xx and always the `{ code, message, data }` envelope with code = status. */
function expectEnveloped(response: { statusCode: number; json: () => unknown }, kind = 'any') {
  if (!seen.has(kind)) seen.set(kind, new Set());
  seen.get(kind)?.add(response.statusCode);
  expect(response.statusCode).toBeLessThan(500);
  const body = response.json() as { code: unknown; message: unknown };
  expect(body.code).toBe(response.statusCode);
  expect(typeof body.message).toBe('string');
}

const anyValue = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.double(),
  fc.object(),
);

describe('fuzzing the blog write calls (docs/testing.md: 1,000 generated + 500 malformed bodies, 0 × 5xx)', () => {
  it('POST /blog/comment: 1,000 generated bodies', async () => {
    const text = (max: number) =>
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: max }).filter((value) => value.trim() !== '');
    const valid = fc.record({
      id_blog: fc.constant<unknown>(articleId),
      nama: text(100),
      email: fc.emailAddress(),
      komentar: text(2000),
      setuju: fc.constantFrom<unknown>(true, 1, '1', 'true', 'on'),
    });
    const field = fc.constantFrom('id_blog', 'nama', 'email', 'komentar', 'setuju');
    // A valid comment with up to two fields damaged (replaced by anything, or left out).
    const body = fc
      .tuple(valid, fc.array(fc.tuple(field, fc.option(anyValue, { nil: undefined })), { maxLength: 2 }))
      .map(([comment, damage]) => {
        const payload: Record<string, unknown> = { ...comment };
        for (const [key, value] of damage) {
          if (value === undefined) delete payload[key];
          else payload[key] = value;
        }
        return payload;
      });
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/v1/blog/comment',
          payload,
          remoteAddress: nextAddress(),
        });
        expectEnveloped(response, 'comment');
      }),
      { numRuns: 1000 },
    );
    // The run reached both sides: stored comments and refused ones.
    expect(seen.get('comment')).toContain(200);
    expect(seen.get('comment')).toContain(422);
  }, 240_000);

  it('POST /blog/comment and POST /admin/blog: 500 malformed bodies each', async () => {
    const raw = fc.oneof(
      fc.string(),
      fc.json(),
      fc.jsonValue().map((value) => JSON.stringify(value).slice(0, -1)),
    );
    await fc.assert(
      fc.asyncProperty(raw, async (text) => {
        for (const [url, headers] of [
          ['/api/v1/blog/comment', {}],
          ['/api/v1/admin/blog', editor],
        ] as const) {
          const response = await t.app.inject({
            method: 'POST',
            url,
            headers: { ...headers, 'content-type': 'application/json' },
            payload: text,
            remoteAddress: nextAddress(),
          });
          expectEnveloped(response);
        }
      }),
      { numRuns: 500 },
    );
  }, 240_000);

  it('POST /admin/blog: 1,000 generated article bodies (sanitised or refused, never a 5xx)', async () => {
    const html = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc
        .array(
          fc.constantFrom(
            '<p>',
            '</p>',
            '<script>',
            '<img src=x onerror=1>',
            'teks',
            '<a href="javascript:1">',
            '<h2>',
          ),
          {
            maxLength: 12,
          },
        )
        .map((parts) => parts.join('')),
      anyValue,
    );
    const body = fc.record(
      {
        title: fc.oneof(fc.string({ maxLength: 220 }), anyValue),
        slug: fc.oneof(fc.constant(''), fc.string({ maxLength: 90 }), anyValue),
        category: fc.oneof(fc.string({ maxLength: 70 }), anyValue),
        tags: fc.oneof(fc.array(fc.string({ maxLength: 45 }), { maxLength: 12 }), anyValue),
        author: fc.oneof(fc.string({ maxLength: 130 }), anyValue),
        bodyHtml: html,
        publishDate: fc.oneof(
          fc.constant(null),
          fc.constant('2026-02-30'),
          fc.string({ maxLength: 12 }),
          anyValue,
        ),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/v1/admin/blog',
          headers: editor,
          payload,
        });
        expectEnveloped(response);
      }),
      { numRuns: 1000 },
    );
  }, 240_000);
});
