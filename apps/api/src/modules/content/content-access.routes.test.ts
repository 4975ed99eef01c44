import { describe, expect, it } from 'vitest';
import { type Call, useContentApp } from '../../../test/content-app';

const content = useContentApp(['EDITOR', 'ADMIN', 'FINANCE', 'HC', 'APPROVER']);
const { call, member, staff } = content;
const { EDITOR: editor, ADMIN: admin } = staff;

const EDITOR_CALLS: Call[] = [
  { method: 'GET', url: '/admin/content/faqs' },
  { method: 'POST', url: '/admin/content/faqs', payload: { category: 'X', answerHtml: '<p>x</p>' } },
  { method: 'PATCH', url: '/admin/content/faqs/1', payload: { sort: 1 } },
  { method: 'DELETE', url: '/admin/content/faqs/999' },
  { method: 'PUT', url: '/admin/content/faq-categories', payload: { from: 'A', to: 'B' } },
  { method: 'GET', url: '/admin/content/org-chart' },
  { method: 'POST', url: '/admin/content/org-chart', payload: { pic: 'A', title: 'B' } },
  { method: 'PATCH', url: '/admin/content/org-chart/1', payload: { sort: 1 } },
  { method: 'DELETE', url: '/admin/content/org-chart/999' },
  { method: 'GET', url: '/admin/content/promotions' },
  { method: 'POST', url: '/admin/content/promotions', payload: { title: 'P', url: 'https://contoh.co.id' } },
  { method: 'PATCH', url: '/admin/content/promotions/1', payload: { isActive: true } },
  { method: 'DELETE', url: '/admin/content/promotions/999' },
  { method: 'GET', url: '/admin/content/pages' },
  { method: 'PUT', url: '/admin/content/pages/about', payload: { title: 'T', bodyHtml: '<p>x</p>' } },
  { method: 'GET', url: '/admin/products' },
  { method: 'GET', url: '/admin/products/1' },
  { method: 'POST', url: '/admin/products', payload: {} },
  { method: 'PATCH', url: '/admin/products/1', payload: {} },
];

describe('who may call the editor endpoints', () => {
  it.each(EDITOR_CALLS)('$method $url: visitor 401, member/FINANCE/HC/APPROVER 403', async (c) => {
    expect((await call(c)).statusCode).toBe(401);
    expect((await call(c, member)).statusCode).toBe(403);
    for (const role of ['FINANCE', 'HC', 'APPROVER'] as const) {
      expect((await call(c, staff[role])).statusCode, role).toBe(403);
    }
  });

  it('EDITOR and ADMIN may list every content area', async () => {
    for (const headers of [editor, admin]) {
      for (const c of EDITOR_CALLS.filter((c) => c.method === 'GET' && !c.url.endsWith('/1'))) {
        expect((await call(c, headers)).statusCode, c.url).toBe(200);
      }
    }
  });
});
