import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createStaff } from '../../../test/factories';
import { type AuthHeaders, signInStaff } from '../../../test/sessions';
import { auditLog, blogArticles } from '../../db/schema';

let t: TestApp;
let editor: AuthHeaders;
let otherEditor: AuthHeaders;

const article = (title: string) => ({
  title,
  category: 'Berita Koperasi',
  tags: ['rat'],
  author: 'Sekretariat',
  bodyHtml: '<p>Isi.</p>',
});
const create = (headers: AuthHeaders, title: string, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/blog',
    headers: key ? { ...headers, 'idempotency-key': key } : headers,
    payload: article(title),
  });
const countTitled = async (title: string) => t.app.db.$count(blogArticles, eq(blogArticles.title, title));

beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  editor = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'EDITOR' })).username);
  otherEditor = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'ADMIN' })).username);
});
afterAll(async () => {
  await t?.close();
});

describe('POST /admin/blog with an Idempotency-Key', () => {
  it('creates one article for the same key sent twice, and answers the repeat with the same reply', async () => {
    const first = await create(editor, 'Klik Ganda', 'artikel-klik-ganda-1');
    const second = await create(editor, 'Klik Ganda', 'artikel-klik-ganda-1');
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await countTitled('Klik Ganda')).toBe(1);
    const audits = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(first.json().data.id)));
    expect(audits.map((a) => a.action)).toEqual(['create-article']);
  });

  it('creates two articles for two different keys, and for no key at all', async () => {
    const first = await create(editor, 'Dua Kunci', 'artikel-dua-kunci-1');
    const second = await create(editor, 'Dua Kunci', 'artikel-dua-kunci-2');
    expect(second.json().data.id).not.toBe(first.json().data.id);
    expect(second.json().data.slug).toBe('dua-kunci-2');
    await create(editor, 'Dua Kunci');
    expect(await countTitled('Dua Kunci')).toBe(3);
  });

  it('creates one article when the same key arrives five times at once', async () => {
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => create(editor, 'Serentak', 'artikel-serentak-1')),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(replies.map((reply) => reply.json().data.id)).size).toBe(1);
    expect(await countTitled('Serentak')).toBe(1);
  });

  it("keeps each editor's keys apart", async () => {
    const mine = await create(editor, 'Kunci Sama', 'artikel-kunci-sama');
    const theirs = await create(otherEditor, 'Kunci Sama', 'artikel-kunci-sama');
    expect(theirs.json().data.id).not.toBe(mine.json().data.id);
    expect(await countTitled('Kunci Sama')).toBe(2);
  });

  it('refuses a malformed key in the envelope and creates nothing', async () => {
    const response = await create(editor, 'Kunci Rusak', 'bad key!');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 422 });
    expect(await countTitled('Kunci Rusak')).toBe(0);
  });
});
