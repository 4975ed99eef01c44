import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createMember, createStaff } from '../../test/factories';
import { type AuthHeaders, memberHeaders, signInStaff } from '../../test/sessions';

let t: TestApp;
let admin: AuthHeaders;
let editor: AuthHeaders;
let member: AuthHeaders;
let memberId: number;

beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true });
  admin = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'ADMIN' })).username);
  editor = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'EDITOR' })).username);
  const created = await createMember(t.app.db);
  memberId = created.id;
  member = await memberHeaders(t.app, created.nik);
});
afterAll(async () => {
  await t?.close();
});

const LONE_SURROGATE = '\ud800';

describe('text that is not valid Unicode, refused at the edge for staff and members', () => {
  const calls = () =>
    [
      ['PUT', '/api/v1/admin/faq-categories', editor, { from: 'Umum', to: `Umum ${LONE_SURROGATE}` }],
      ['PUT', '/api/v1/admin/settings/coop.name', admin, { value: `Koperasi ${LONE_SURROGATE}` }],
      [
        'POST',
        `/api/v1/admin/members/${memberId}/points`,
        admin,
        { delta: 10, note: `Bonus ${LONE_SURROGATE}` },
      ],
      [
        'POST',
        `/api/v1/updateProfile/${memberId}`,
        member,
        { phone: '081234567890', address: `Jl. ${LONE_SURROGATE}` },
      ],
      ['PUT', '/api/v1/admin/faq-categories', editor, { from: 'Umum', to: 'Umum\u0000' }],
    ] as const;

  it.each([0, 1, 2, 3, 4])('call %i answers 422 naming the field, never 500', async (index) => {
    const [method, url, headers, payload] = calls()[index]!;
    const response = await t.app.inject({ method, url, headers, payload });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().data.errors[0].message).toBe('Teks berisi karakter yang tidak valid');
  });

  it('accepts the same text when it is valid, emoji (a surrogate pair) included', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/members/${memberId}/points`,
      headers: admin,
      payload: { delta: 10, note: 'Bonus 🎉' },
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses a NUL character in a query string and a path too', async () => {
    const query = await t.app.inject({ method: 'GET', url: '/api/v1/blog/paginate?category=a%00' });
    const path = await t.app.inject({ method: 'GET', url: '/api/v1/pages/a%00' });
    expect([query.statusCode, path.statusCode]).toEqual([422, 422]);
  });
});

describe('every message a user can see is Indonesian', () => {
  it('PUT /admin/settings/loan.maxAmount with "x" says what is wrong in Indonesian', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/settings/loan.maxAmount',
      headers: admin,
      payload: { value: 'x' },
    });
    expect(response.statusCode).toBe(422);
    expect(JSON.stringify(response.json())).not.toMatch(/invalid|expected|received/i);
    expect(response.json().message).toContain('Harus berupa angka');
  });

  it('a malformed body names its fields in Indonesian', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/members/${memberId}/points`,
      headers: admin,
      payload: { delta: 'sepuluh' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().data.errors).toEqual(
      expect.arrayContaining([{ path: 'delta', message: 'Harus berupa angka' }]),
    );
  });
});
