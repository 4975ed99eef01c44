import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { PrivacyRecords } from './privacy-records';

const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, message: 'OK', data }), { status: 200 });

function stubApi(views: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      if (String(input).endsWith('/privacy/document-views')) return ok(views);
      return ok({
        current: [],
        pending: [],
        hasAcceptedBefore: true,
        accepted: [
          {
            document: 'TERMS',
            label: 'Syarat & Ketentuan',
            version: '1.0',
            acceptedAt: '2025-01-02T03:04:00.000Z',
          },
          {
            document: 'TERMS',
            label: 'Syarat & Ketentuan',
            version: '1.1',
            acceptedAt: '2026-11-20T01:30:00.000Z',
          },
        ],
      });
    }),
  );
}

const renderRecords = () =>
  render(
    <AppProvider>
      <MemoryRouter>
        <PrivacyRecords />
      </MemoryRouter>
    </AppProvider>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('PrivacyRecords', () => {
  it('lists the accepted versions newest first and each opening in WIB, and says when the list is capped', async () => {
    const item = (id: number) => ({
      id,
      viewer: 'Keuangan',
      document: 'Swafoto dengan KTP',
      approvalNo: 'PJ001',
      viewedAt: '2026-11-24T02:15:00.000Z',
    });
    stubApi({ items: [item(2), item(1)], total: 60 });
    renderRecords();

    const consents = await screen.findByRole('region', { name: 'Syarat & privasi yang Anda setujui' });
    const accepted = await within(consents).findAllByRole('listitem');
    expect(accepted.map((entry) => entry.textContent)).toEqual([
      'Syarat & Ketentuan versi 1.1Disetujui 20-11-2026 08:30 WIB',
      'Syarat & Ketentuan versi 1.0Disetujui 02-01-2025 10:04 WIB',
    ]);
    const views = screen.getByRole('region', { name: 'Siapa yang membuka dokumen saya' });
    expect(await within(views).findAllByRole('listitem')).toHaveLength(2);
    expect(views).toHaveTextContent(
      'Swafoto dengan KTP · pengajuan PJ001Dibuka oleh Keuangan24-11-2026 09:15 WIB',
    );
    expect(views).toHaveTextContent('Menampilkan 2 catatan terbaru dari 60.');
  });

  it('says so when no staff member has opened a document', async () => {
    stubApi({ items: [], total: 0 });
    renderRecords();
    expect(await screen.findByText('Belum ada petugas yang membuka dokumen Anda.')).toBeVisible();
  });
});
