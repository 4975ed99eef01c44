import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useContentApp } from '../../../test/content-app';
import { auditLog } from '../../db/schema';

const content = useContentApp(['EDITOR', 'ADMIN']);
const { call, member } = content;
const { EDITOR: editor, ADMIN: admin } = content.staff;

describe('FAQ editing', () => {
  it('creates, lists (searchable, paginated), edits and deletes, each change audited', async () => {
    const created = await call(
      {
        method: 'POST',
        url: '/admin/content/faqs',
        payload: { category: 'Pinjaman', answerHtml: '<p>Tenor <b>maksimal</b> 36 bulan.</p>', sort: 5 },
      },
      editor,
    );
    expect(created.statusCode).toBe(201);
    const faq = created.json().data;
    expect(faq).toEqual({
      id: expect.any(Number),
      category: 'Pinjaman',
      answerHtml: '<p>Tenor <b>maksimal</b> 36 bulan.</p>',
      sort: 5,
    });

    const search = await call(
      { method: 'GET', url: '/admin/content/faqs?search=tenor&pageSize=1&page=1' },
      editor,
    );
    expect(search.json().data).toMatchObject({ page: 1, pageSize: 1, total: 2 });
    expect(search.json().data.items).toHaveLength(1);

    const edited = await call(
      {
        method: 'PATCH',
        url: `/admin/content/faqs/${faq.id}`,
        payload: { answerHtml: '<p>Tenor sampai 36 bulan.</p>' },
      },
      admin,
    );
    expect(edited.json().data.answerHtml).toBe('<p>Tenor sampai 36 bulan.</p>');
    const detail = await call(
      { method: 'POST', url: '/FAQ/Detail', payload: { Category: 'Pinjaman' } },
      member,
    );
    expect(detail.json().data.map((a: { Answer: string }) => a.Answer)).toContain(
      '<p>Tenor sampai 36 bulan.</p>',
    );

    expect((await call({ method: 'DELETE', url: `/admin/content/faqs/${faq.id}` }, editor)).statusCode).toBe(
      200,
    );
    expect((await call({ method: 'DELETE', url: `/admin/content/faqs/${faq.id}` }, editor)).statusCode).toBe(
      404,
    );
    const actions = await content.t.app.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'faq'), eq(auditLog.entityId, String(faq.id))));
    expect(actions.map((a) => a.action).sort()).toEqual(['create-faq', 'delete-faq', 'update-faq']);
  });

  it('renames a category on all its answers', async () => {
    const response = await call(
      { method: 'PUT', url: '/admin/content/faq-categories', payload: { from: 'Poin', to: 'Poin Anggota' } },
      editor,
    );
    expect(response.json().data).toEqual({ renamed: 1 });
    const categories = (await call({ method: 'GET', url: '/FAQ' }, member)).json().data;
    expect(categories.map((c: { Category: string }) => c.Category)).toContain('Poin Anggota');
  });

  it.each([
    [{ category: '', answerHtml: '<p>x</p>' }, 'category'],
    [{ category: 'A' }, 'answerHtml'],
    [{ category: 'A', answerHtml: '<p>x</p>', sort: -1 }, 'sort'],
    [{ category: 'A', answerHtml: '<script>alert(1)</script>' }, 'answerHtml'],
  ])('refuses %j with 422 on %s', async (payload, field) => {
    const response = await call({ method: 'POST', url: '/admin/content/faqs', payload }, editor);
    expect(response.statusCode).toBe(422);
    expect(JSON.stringify(response.json().data.errors)).toContain(field);
  });
});
