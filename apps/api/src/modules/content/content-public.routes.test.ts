import { describe, expect, it } from 'vitest';
import { useContentApp } from '../../../test/content-app';

const content = useContentApp(['EDITOR']);
const { call, member } = content;
const { EDITOR: editor } = content.staff;

describe('public content replies (docs/product/data.md and docs/product/api.md shapes)', () => {
  it('GET /ochart: id, ImagesPath, PIC, TitleName in chart order', async () => {
    const response = await call({ method: 'GET', url: '/ochart' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ code: 200, message: 'OK' });
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      ImagesPath: null,
      PIC: 'Bambang Sutrisno',
      TitleName: 'Ketua',
    });
    expect(body.data.map((e: { TitleName: string }) => e.TitleName)).toEqual([
      'Ketua',
      'Sekretaris',
      'Bendahara',
      'Pengawas',
    ]);
  });

  it('GET /promotion: the active promotions as id, Title, URL', async () => {
    const response = await call({ method: 'GET', url: '/promotion' });
    expect(response.json().data).toEqual([
      { id: expect.any(Number), Title: 'Promo Anggota', URL: 'https://example.com/promo-anggota' },
    ]);
  });

  it('GET /FAQ and POST /FAQ/Detail: members only; categories, then the answers of one', async () => {
    expect((await call({ method: 'GET', url: '/FAQ' })).statusCode).toBe(401);
    expect((await call({ method: 'GET', url: '/FAQ' }, editor)).statusCode).toBe(403);
    const categories = await call({ method: 'GET', url: '/FAQ' }, member);
    expect(categories.json().data).toEqual([
      { id: expect.any(Number), Category: 'Keanggotaan' },
      { id: expect.any(Number), Category: 'Pinjaman' },
      { id: expect.any(Number), Category: 'Pelunasan' },
      { id: expect.any(Number), Category: 'Poin' },
    ]);
    const detail = await call(
      { method: 'POST', url: '/FAQ/Detail', payload: { Category: 'Pinjaman' } },
      member,
    );
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toEqual([
      { id: expect.any(Number), Category: 'Pinjaman', Answer: expect.stringContaining('Rp 500.000') },
    ]);
    const unknown = await call(
      { method: 'POST', url: '/FAQ/Detail', payload: { Category: 'Tidak Ada' } },
      member,
    );
    expect(unknown.json().data).toEqual([]);
    const bad = await call({ method: 'POST', url: '/FAQ/Detail', payload: {} }, member);
    expect(bad.statusCode).toBe(422);
  });

  it('GET /pages/{slug}: the three pages; terms carry the four membership rules; unknown slug 422', async () => {
    const terms = (await call({ method: 'GET', url: '/pages/terms' })).json().data;
    expect(terms).toEqual({
      slug: 'terms',
      title: 'Syarat dan Ketentuan',
      bodyHtml: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(terms.bodyHtml.match(/<li>/g)?.length).toBeGreaterThanOrEqual(4);
    for (const slug of ['about', 'privacy']) {
      expect((await call({ method: 'GET', url: `/pages/${slug}` })).statusCode).toBe(200);
    }
    expect((await call({ method: 'GET', url: '/pages/secret' })).statusCode).toBe(422);
  });
});
