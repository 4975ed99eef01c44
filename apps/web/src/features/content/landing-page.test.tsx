import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/routes';
import { stubShellApi, testSettings } from '@/testing/fake-api';
import { createTestRouter } from '@/testing/test-router';

const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, message: 'OK', data }), { status: 200 });
const PROMO_URL = 'https://promo.contoh.test/anggota';

/** The landing page's calls; `promoReachable` decides whether the promo page's probe succeeds. */
function stubLandingApi({
  promoReachable,
  newestFails = false,
  playStoreUrl = null,
}: {
  promoReachable: boolean;
  newestFails?: boolean;
  playStoreUrl?: string | null;
}) {
  const shell = stubShellApi();
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (url.endsWith('/public-settings')) return ok({ ...testSettings, playStoreUrl });
    if (url === PROMO_URL) {
      if (!promoReachable) throw new TypeError('Failed to fetch');
      return new Response(null, { status: 200 });
    }
    if (url.endsWith('/product')) {
      return ok([
        {
          id: 1,
          ProductID: 1,
          ProductName: 'Pinjaman Pendidikan',
          FinancePurpose: 'Pendidikan',
          FinancePurpos: 'Pendidikan',
          ProductDescription: 'Biaya sekolah.',
          ImagesPath: null,
        },
      ]);
    }
    if (url.endsWith('/promotion')) return ok([{ id: 1, Title: 'Promo Anggota', URL: PROMO_URL }]);
    if (url.endsWith('/ochart'))
      return ok([{ id: 1, ImagesPath: null, PIC: 'Bambang Sutrisno', TitleName: 'Ketua' }]);
    if (url.includes('/blog/newest')) {
      return newestFails
        ? new Response(JSON.stringify({ code: 500, message: 'Galat', data: null }), { status: 500 })
        : ok([]);
    }
    return shell(input, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderLanding() {
  render(<AppProvider>{createTestRouter(routes, ['/']).element}</AppProvider>);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LandingPage', () => {
  it('shows the claim from the settings and the products', async () => {
    stubLandingApi({ promoReachable: false });
    renderLanding();
    expect(await screen.findByText('Sejak 2012, lebih dari 5.000 anggota')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Pinjaman Pendidikan' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: testSettings.coopName })).toBeInTheDocument();
  });

  it('embeds a reachable promo page in a sandboxed frame without same-origin rights over the portal', async () => {
    stubLandingApi({ promoReachable: true });
    renderLanding();
    const frame = await screen.findByTitle('Promo: Promo Anggota');
    expect(frame).toHaveAttribute('src', PROMO_URL);
    const sandbox = frame.getAttribute('sandbox') ?? '';
    expect(sandbox).toContain('allow-scripts');
    expect(sandbox).not.toContain('allow-top-navigation');
    expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
  });

  it('shows the tidy fallback with a link when the promo page cannot be reached', async () => {
    stubLandingApi({ promoReachable: false });
    renderLanding();
    const promo = await screen.findByRole('region', { name: 'Promo' });
    expect(await within(promo).findByText(/Promo tidak dapat ditampilkan/)).toBeInTheDocument();
    expect(within(promo).getByRole('link', { name: /Buka Halaman Promo/ })).toHaveAttribute(
      'href',
      PROMO_URL,
    );
    expect(within(promo).queryByTitle(/Promo:/)).toBeNull();
  });

  it('keeps the page when the latest articles cannot be loaded, with a way to the blog', async () => {
    stubLandingApi({ promoReachable: false, newestFails: true });
    renderLanding();
    const articles = await screen.findByRole('region', { name: 'Artikel Terbaru' });
    expect(await within(articles).findByText('Artikel terbaru belum dapat dimuat.')).toBeInTheDocument();
    expect(within(articles).getByRole('link', { name: 'Buka halaman Blog' })).toHaveAttribute(
      'href',
      '/blog',
    );
  });

  it('offers a store link only when the cooperative has configured one', async () => {
    stubLandingApi({
      promoReachable: false,
      playStoreUrl: 'https://play.google.com/store/apps/details?id=contoh',
    });
    renderLanding();
    const block = await screen.findByRole('region', { name: 'Pasang Aplikasi' });
    expect(await within(block).findByRole('link', { name: 'Unduh di Google Play' })).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps/details?id=contoh',
    );
    expect(within(block).queryByRole('link', { name: 'Unduh di App Store' })).toBeNull();
  });
});
