import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useContentApp } from '../../../test/content-app';
import { auditLog } from '../../db/schema';

const content = useContentApp(['EDITOR', 'ADMIN']);
const { call } = content;
const { EDITOR: editor, ADMIN: admin } = content.staff;

const XSS_VECTORS = [
  '<script>alert(1)</script><p>ok</p>',
  '<p onclick="alert(1)">ok</p>',
  '<img src=x onerror=alert(1)><p>ok</p>',
  '<a href="javascript:alert(1)">ok</a>',
  '<a href="JaVaScRiPt:alert(1)">ok</a>',
  '<a href="&#106;avascript:alert(1)">ok</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">ok</a>',
  '<iframe src="https://evil.example"></iframe><p>ok</p>',
  '<svg onload=alert(1)><p>ok</p></svg>',
  '<p style="background:url(javascript:alert(1))">ok</p>',
  '<object data="x.swf"></object><p>ok</p>',
  '<form action="https://evil.example"><input name=a></form><p>ok</p>',
  '<p><a href="//evil.example">ok</a></p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math><p>ok</p>',
];

describe('page HTML is sanitised on save', () => {
  it.each(XSS_VECTORS)('%s leaves no script, handler or dangerous URL', async (vector) => {
    const response = await call(
      {
        method: 'PUT',
        url: '/admin/content/pages/privacy',
        payload: { title: 'Kebijakan Privasi', bodyHtml: vector },
      },
      editor,
    );
    expect(response.statusCode).toBe(200);
    const stored = (await call({ method: 'GET', url: '/pages/privacy' })).json().data.bodyHtml as string;
    expect(stored).toContain('ok');
    expect(stored).not.toMatch(
      /<script|<iframe|<object|<form|<svg|<img|<style|\son\w+=|javascript:|data:|href="\/\//i,
    );
  });

  it('keeps the allowed markup, audits before and after', async () => {
    const html =
      '<h2>Judul</h2><p>Teks <a href="https://contoh.co.id" target="_blank">tautan</a></p><ol><li>satu</li></ol>';
    const response = await call(
      {
        method: 'PUT',
        url: '/admin/content/pages/about',
        payload: { title: 'Tentang Kami', bodyHtml: html },
      },
      admin,
    );
    expect(response.json().data.bodyHtml).toBe(
      '<h2>Judul</h2><p>Teks <a href="https://contoh.co.id" target="_blank" rel="noopener noreferrer nofollow">tautan</a></p><ol><li>satu</li></ol>',
    );
    const [entry] = await content.t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'update-page'))
      .limit(1);
    expect(entry).toMatchObject({ entity: 'page', actorKind: 'staff' });
  });

  it('refuses an empty title with 422', async () => {
    const response = await call(
      { method: 'PUT', url: '/admin/content/pages/about', payload: { title: ' ', bodyHtml: '<p>x</p>' } },
      editor,
    );
    expect(response.statusCode).toBe(422);
  });
});
