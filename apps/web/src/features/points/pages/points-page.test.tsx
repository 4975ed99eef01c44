import type { PointOffer } from '@kopkar/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/routes';
import { setSession } from '@/lib/session';
import { stubShellApi } from '@/testing/fake-api';
import { createTestRouter } from '@/testing/test-router';
import { buildUser } from '@/testing/test-user';

const ok = (data: unknown, message = 'OK') =>
  new Response(JSON.stringify({ code: 200, message, data }), { status: 200 });

const offers: PointOffer[] = [
  {
    id: 1,
    Title: 'Voucher Pulsa',
    Description: 'Semua operator',
    Value: 50,
    Tenor: 1,
    Stock: null,
    ImagesPath: null,
  },
  {
    id: 2,
    Title: 'Voucher Elektronik',
    Description: 'Toko rekanan',
    Value: 500,
    Tenor: 6,
    Stock: 3,
    ImagesPath: null,
  },
];

function stubApi(balance: number) {
  const before = buildUser({ poin: balance });
  const shell = stubShellApi({ user: before });
  let spent = 0;
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (url.endsWith('/me')) return ok({ ...before, poin: balance - spent });
    if (url.endsWith('/Poin')) return ok(offers);
    if (url.endsWith('/Poin/Redeem')) {
      spent = 50;
      return ok(
        {
          coupon: {
            id: 9,
            Title: 'Voucher Pulsa',
            Status: 'AKTIF',
            Value: 50,
            Tenor: 1,
            end: '2026-12-23',
            ImagesPath: null,
            redeemedAt: '',
          },
          poin: balance - 50,
        },
        'Selamat Penukaran point anda berhasil',
      );
    }
    return shell(input, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  setSession({ access_token: 'token', user: before });
  return fetchMock;
}

function renderAt(path: string) {
  const router = createTestRouter(routes, [path]);
  render(<AppProvider>{router.element}</AppProvider>);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PointsPage', () => {
  it('offers Redeem only where the balance covers the value, confirms, sends the id with a key, and shows the new balance', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi(120);
    renderAt('/poins');

    // The page and its offers load lazily; on a busy CI machine that took over 3 s in jsdom.
    const list = await screen.findByRole('list', { name: 'Penawaran poin' }, { timeout: 10_000 });
    const cheap = within(list).getByRole('button', { name: 'Redeem Voucher Pulsa' });
    expect(cheap).toBeEnabled();
    expect(within(list).getByRole('button', { name: 'Redeem Voucher Elektronik' })).toBeDisabled();
    expect(within(list).getByText('Butuh 380 poin lagi')).toBeVisible();

    await user.click(cheap);
    const confirm = await screen.findByRole('dialog', { name: 'Konfirmasi Penukaran' });
    expect(confirm).toHaveTextContent('Tukar 50 poin dengan Voucher Pulsa?');
    await user.click(within(confirm).getByRole('button', { name: 'Tukar' }));

    const done = await screen.findByRole('dialog', { name: 'Berhasil!' });
    expect(done).toHaveTextContent('Selamat Penukaran point anda berhasil');
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/Poin/Redeem'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ id_user: buildUser().id, poin_id: 1, value: 50 });
    const headers = (call?.[1]?.headers ?? {}) as Record<string, string>;
    expect(headers['Idempotency-Key']).toMatch(/^[\w-]{8,}$/);
    await user.click(within(done).getByRole('button'));
    expect(await screen.findByRole('region', { name: 'Saldo poin' })).toHaveTextContent('70 poin');
  });

  it('shows a balance that is not positive as 0 and disables every Redeem', async () => {
    stubApi(-30);
    renderAt('/poins');
    const list = await screen.findByRole('list', { name: 'Penawaran poin' }, { timeout: 10_000 });
    expect(screen.getByRole('region', { name: 'Saldo poin' })).toHaveTextContent('0 poin');
    for (const button of within(list).getAllByRole('button')) expect(button).toBeDisabled();
  });
});
