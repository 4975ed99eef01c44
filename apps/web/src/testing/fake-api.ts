import type { User } from '@kopkar/domain';
import { vi } from 'vitest';
import type { PublicSettings } from '@/lib/public-settings';
import { buildUser } from './test-user';

export const testSettings: PublicSettings = {
  coopName: 'Koperasi Karyawan Contoh',
  coopShortName: 'KopKar Contoh',
  brandColor: '#0F5E9C',
  address: 'Jl. Contoh No. 1, Jakarta',
  phone: '021-5550100',
  email: 'info@contoh.test',
  foundedYear: 2012,
  memberCount: 5000,
  vaNumber: '8808001234567890',
  vaName: 'KOPKAR CONTOH',
  appStoreUrl: null,
  playStoreUrl: null,
  promoUrl: null,
};

const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, message: 'OK', data }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

/** Stubs `fetch` (the network boundary) with the read calls the shell makes. */
export function stubShellApi({
  user = buildUser(),
  inquiryStatus = '',
}: {
  user?: User;
  inquiryStatus?: string;
} = {}) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url.endsWith('/public-settings')) return ok(testSettings);
    if (url.endsWith('/me')) return ok(user);
    if (url.includes('/InquiryStatus/')) return ok({ Status: inquiryStatus });
    // The member has accepted the versions in force: the consent gate lets every member page through.
    if (url.endsWith('/privacy/consents'))
      return ok({ current: [], pending: [], hasAcceptedBefore: true, accepted: [] });
    if (url.endsWith('/privacy/document-views')) return ok({ items: [], total: 0 });
    if (url.endsWith('/get-key/math')) return ok({ image: 'data:image/png;base64,AAAA', key: 'k1' });
    return new Response(JSON.stringify({ code: 404, message: 'Tidak ditemukan', data: null }), {
      status: 404,
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
