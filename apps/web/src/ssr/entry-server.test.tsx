import type { User } from '@kopkar/domain';
import { describe, expect, it } from 'vitest';
import { buildUser } from '@/testing/test-user';
import { renderPage } from './entry-server';

const reply = (status: number, data: unknown) =>
  new Response(JSON.stringify({ code: status, message: status === 200 ? 'OK' : 'Tidak ditemukan', data }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/**
 * The API's reads as the renderer gets them for one member's render: GET /me answers that member, the unread count
 * (read in a later round than /me) a number of theirs, every other read 404 (the page renders around it), each after
 * `delayMs`, so two renders' reads interleave.
 */
function readsFor(user: User, unread: number, delayMs: number): typeof fetch {
  return async (input) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    const url = String(input);
    if (url.endsWith('/api/v1/me')) return reply(200, user);
    if (url.endsWith('/api/v1/notifications/unread-count')) return reply(200, { count: unread });
    return reply(404, null);
  };
}

const html = { sanitise: (value: string) => value, text: (value: string) => value };
const siti = buildUser({ id: 2, NIK: '100002', name: 'Siti Rahmawati', EmployeeID: 'EMP-100002' });
const budi = buildUser({ id: 1, NIK: '100001', name: 'Budi Santoso' });

describe('renderPage for a member', () => {
  it('renders two members’ pages at the same time, each with its own member only', async () => {
    const [forSiti, forBudi] = await Promise.all([
      renderPage('/shu', { fetch: readsFor(siti, 3, 15), html, member: true }),
      renderPage('/shu', { fetch: readsFor(budi, 7, 5), html, member: true }),
    ]);
    expect(forSiti?.html).toContain('Siti Rahmawati');
    expect(forSiti?.html).toContain('Notifikasi, 3 belum dibaca');
    expect(forBudi?.html).toContain('Notifikasi, 7 belum dibaca');
    expect(forSiti?.html).not.toContain('Budi Santoso');
    expect(forSiti?.state).toContain('"NIK":"100002"');
    expect(forSiti?.state).not.toContain('100001');
    expect(forBudi?.html).toContain('Budi Santoso');
    expect(forBudi?.html).not.toContain('Siti Rahmawati');
    expect(forBudi?.state).not.toContain('100002');
  });

  it('renders no page it cannot say whose it is, and no member page without a member', async () => {
    const failing: typeof fetch = async () => reply(404, null);
    expect(await renderPage('/shu', { fetch: failing, html, member: true })).toBeNull();
    expect(await renderPage('/shu', { fetch: readsFor(siti, 0, 0), html })).toBeNull();
    expect(
      await renderPage('/application-form', { fetch: readsFor(siti, 0, 0), html, member: true }),
    ).toBeNull();
  });
});
