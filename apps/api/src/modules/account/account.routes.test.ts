import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { refreshCookieOf } from '../../../test/captcha-sign-in';
import { createMember, TEST_PASSWORD } from '../../../test/factories';
import { type AuthHeaders, signInMember } from '../../../test/sessions';
import {
  executable,
  jpegWithGps,
  oversize,
  pdf,
  png,
  svgWithScript,
  toDataUrl,
} from '../../../test/upload-fixtures';
import { files, members } from '../../db/schema';
import { REFRESH_COOKIE } from '../auth/auth.routes';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
});
afterAll(async () => {
  await t?.close();
});

async function signedIn(password = TEST_PASSWORD, member?: { id: number; nik: string }) {
  const who = member ?? (await createMember(t.app.db));
  const response = await signInMember(t.app, who.nik, password);
  return {
    member: who,
    headers: { authorization: `Bearer ${response.json().data.access_token}` },
    cookie: refreshCookieOf(response),
  };
}

const changePhoto = (id: number, headers: AuthHeaders, photo: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/ChangeProfile/${id}`, headers, payload: { photo } });

describe('POST /ChangeProfile/{id} (avatar)', () => {
  it('re-encodes a GPS-tagged photo to at most 400×350 without EXIF and serves it to its owner only', async () => {
    const { member, headers } = await signedIn();
    const original = await jpegWithGps(1600, 1200);
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const response = await changePhoto(member.id, headers, toDataUrl(original, 'image/jpeg'));
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Foto profile anda berhasil dirubah');
    const image: string = response.json().data.image;
    expect(image).toMatch(new RegExp(`^/api/v1/files/avatar/${member.id}\\?v=\\d+$`));

    const served = await t.app.inject({ method: 'GET', url: image, headers });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('UjiKamera'))).toBe(false);
    expect([metadata.width, metadata.height]).toEqual([400, 300]);

    const other = await signedIn();
    expect((await t.app.inject({ method: 'GET', url: image, headers: other.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: image })).statusCode).toBe(401);
  });

  it('replaces the previous avatar file instead of piling them up', async () => {
    const { member, headers } = await signedIn();
    await changePhoto(member.id, headers, toDataUrl(await png(), 'image/png'));
    await changePhoto(member.id, headers, toDataUrl(await png(500, 500), 'image/png'));
    expect(await t.app.db.$count(files, eq(files.ownerId, member.id))).toBe(1);
    const [row] = await t.app.db.select().from(members).where(eq(members.id, member.id));
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers });
    expect(me.json().data.image).toBe(`/api/v1/files/avatar/${member.id}?v=${row?.avatarFileId}`);
  });

  it('refuses a non-image, an oversize image, and another member', async () => {
    const { member, headers } = await signedIn();
    for (const bytes of [executable(), pdf(), svgWithScript()]) {
      const refused = await changePhoto(member.id, headers, toDataUrl(bytes, 'image/png'));
      expect(refused.statusCode).toBe(415);
    }
    const tooBig = await changePhoto(member.id, headers, toDataUrl(oversize(2_000_000), 'image/png'));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('Foto terlalu besar, maks 2 MB');
    expect((await changePhoto(member.id, headers, '')).statusCode).toBe(422);
    const other = await createMember(t.app.db);
    expect((await changePhoto(other.id, headers, toDataUrl(await png(), 'image/png'))).statusCode).toBe(403);
    const [row] = await t.app.db.select().from(members).where(eq(members.id, member.id));
    expect(row?.avatarFileId).toBeNull();
  });
});

describe('POST /updateProfile/{id} (/account/change)', () => {
  it('saves phone and address, the phone stored as digits (separators dropped, letters refused), own account only', async () => {
    const { member, headers } = await signedIn();
    const post = (id: number, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/v1/updateProfile/${id}`, headers, payload });
    const saved = await post(member.id, {
      mobilephoneno: '081298765432',
      address: 'Jl. Melati No. 5, Bandung',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      mobilephoneno: '081298765432',
      address: 'Jl. Melati No. 5, Bandung',
    });
    const typed = await post(member.id, { mobilephoneno: '+62 812-9876-5432', address: '' });
    expect(typed.json().data).toMatchObject({ mobilephoneno: '081298765432' });
    expect((await post(member.id, { mobilephoneno: '0812-98x6', address: '' })).statusCode).toBe(422);
    expect(
      (await post(member.id, { mobilephoneno: '081298765432', address: 'x'.repeat(501) })).statusCode,
    ).toBe(422);
    const other = await createMember(t.app.db);
    expect((await post(other.id, { mobilephoneno: '081298765432', address: 'A' })).statusCode).toBe(403);
  });
});

describe('POST /change-password from the account page', () => {
  const change = (headers: AuthHeaders, id: number, newPassword: string, confirmation = newPassword) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/change-password',
      headers,
      payload: {
        id,
        old_password: TEST_PASSWORD,
        new_password: newPassword,
        password_confirmation: confirmation,
      },
    });

  it('names the rule a refused password breaks', async () => {
    const { member, headers } = await signedIn();
    const short = await change(headers, member.id, 'Pendek1');
    expect(short.statusCode).toBe(422);
    expect(short.json().data.errors).toEqual([
      { path: 'new_password', message: 'Password minimal 8 karakter' },
    ]);
    expect((await change(headers, member.id, `x${member.nik}-Aman`)).json().message).toBe(
      'Password tidak boleh mengandung NIK Anda',
    );
    expect((await change(headers, member.id, 'password123')).json().message).toBe(
      'Password terlalu umum, gunakan kombinasi lain',
    );
    expect((await change(headers, member.id, 'Baru-Sekali-2026', 'Beda-Sekali-2026')).json().message).toBe(
      'Password dan repasswod tidak sama !',
    );
  });

  it('ends every other session of the member', async () => {
    const first = await signedIn();
    const second = await signedIn(TEST_PASSWORD, first.member);
    expect(second.cookie).toBeDefined();
    const changed = await change(first.headers, first.member.id, 'Baru-Sekali-2026');
    expect(changed.json().message).toBe('Password berhasil dirubah');
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/refresh',
      cookies: { [REFRESH_COOKIE]: second.cookie! },
    });
    expect(refresh.statusCode).toBe(403);
    expect((await signInMember(t.app, first.member.nik, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await signInMember(t.app, first.member.nik, 'Baru-Sekali-2026')).statusCode).toBe(200);
  });
});
