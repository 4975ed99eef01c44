import { describe, expect, it } from 'vitest';
import { useContentApp } from '../../../test/content-app';

const content = useContentApp(['EDITOR']);
const { call } = content;
const { EDITOR: editor } = content.staff;

describe('promotions', () => {
  it('accepts https only', async () => {
    for (const url of ['http://contoh.co.id', 'javascript:alert(1)', 'ftp://contoh.co.id', 'bukan url']) {
      const response = await call(
        { method: 'POST', url: '/admin/content/promotions', payload: { title: 'P', url } },
        editor,
      );
      expect(response.statusCode, url).toBe(422);
    }
  });

  it('a new active promotion is public and its origin joins the landing page frame-src', async () => {
    const created = await call(
      {
        method: 'POST',
        url: '/admin/content/promotions',
        payload: { title: 'Promo Lebaran', url: 'https://promo.contoh.co.id/lebaran' },
      },
      editor,
    );
    expect(created.statusCode).toBe(201);
    const publicList = (await call({ method: 'GET', url: '/promotion' })).json().data;
    expect(publicList[0]).toMatchObject({
      Title: 'Promo Lebaran',
      URL: 'https://promo.contoh.co.id/lebaran',
    });
    const page = await content.t.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['content-security-policy']).toMatch(
      /frame-src 'self' [^;]*https:\/\/promo\.contoh\.co\.id/,
    );

    expect(page.headers['content-security-policy']).toMatch(
      /connect-src 'self' [^;]*https:\/\/promo\.contoh\.co\.id/,
    );
    const id = created.json().data.id;
    await call(
      { method: 'PATCH', url: `/admin/content/promotions/${id}`, payload: { isActive: false } },
      editor,
    );
    const after = (await call({ method: 'GET', url: '/promotion' })).json().data;
    expect(after.map((p: { id: number }) => p.id)).not.toContain(id);
    const pageAfter = await content.t.app.inject({ method: 'GET', url: '/' });
    expect(pageAfter.headers['content-security-policy']).not.toContain('promo.contoh.co.id');
  });
});
