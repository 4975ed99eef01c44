import type { OutboxStatus } from '@kopkar/domain';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { clearStaffSession, setStaffSession } from '@/lib/session';
import { StaffOutboxPage } from './staff-outbox-page';

const idle: OutboxStatus = {
  checkedAt: '2026-11-26T05:00:00.000Z',
  mail: {
    lanes: [
      { lane: 'urgent', waiting: 0, oldestAgeSeconds: null },
      { lane: 'notice', waiting: 0, oldestAgeSeconds: null },
      { lane: 'bulk', waiting: 0, oldestAgeSeconds: null },
    ],
    oldest: null,
    sentLastHour: 12,
    sentLast24Hours: 340,
    failedLast24Hours: 0,
    recentFailures: [],
  },
  reminders: {
    lanes: [
      { lane: 'PUSH', waiting: 0, oldestAgeSeconds: null },
      { lane: 'EMAIL', waiting: 0, oldestAgeSeconds: null },
    ],
    oldest: null,
    sentLastHour: 0,
    sentLast24Hours: 5,
    failedLast24Hours: 0,
    recentFailures: [],
  },
};

const behind: OutboxStatus = {
  ...idle,
  mail: {
    ...idle.mail,
    lanes: [
      { lane: 'urgent', waiting: 2, oldestAgeSeconds: 185 },
      { lane: 'notice', waiting: 0, oldestAgeSeconds: null },
      { lane: 'bulk', waiting: 3_063, oldestAgeSeconds: 1_200 },
    ],
    oldest: { lane: 'bulk', ageSeconds: 1_200 },
    failedLast24Hours: 1,
    recentFailures: [
      {
        id: 9,
        failedAt: '2026-11-26T04:30:00.000Z',
        lane: 'urgent',
        title: 'Kode OTP reset password',
        recipient: 's***@contoh.co.id',
        attempts: 5,
        lastError: 'SMTP 550 mailbox unavailable',
      },
    ],
  },
};

let reply: OutboxStatus;
beforeEach(() => {
  setStaffSession({
    access_token: 'staff-token',
    staff: { id: 1, username: 'admin', name: 'Admin', role: 'ADMIN', jobTitle: null, companyId: null },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(
      async () => new Response(JSON.stringify({ code: 200, message: 'OK', data: reply }), { status: 200 }),
    ),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearStaffSession();
});

const renderPage = () =>
  render(
    <AppProvider>
      <StaffOutboxPage />
    </AppProvider>,
  );

describe('StaffOutboxPage', () => {
  it('shows the backlog per priority, the oldest age, a late urgent lane and the latest failure', async () => {
    reply = behind;
    renderPage();
    const mail = await screen.findByRole('region', { name: 'Email' });
    expect(within(mail).getByText('Antrean tertua: 20 menit (Massal)')).toBeVisible();
    const urgent = within(mail).getByRole('heading', { name: 'Mendesak (OTP)' }).closest('li') as HTMLElement;
    expect(urgent).toHaveTextContent('2menunggu');
    expect(urgent).toHaveTextContent('Tertua: 3 menit');
    expect(within(urgent).getByText('Terlambat')).toBeVisible();
    const bulk = within(mail).getByRole('heading', { name: 'Massal' }).closest('li') as HTMLElement;
    expect(bulk).toHaveTextContent('3.063menunggu');
    expect(within(bulk).queryByText('Terlambat')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Mendesak (OTP): yang tertua sudah menunggu lebih dari 2 menit (2 menunggu).',
    );
    const failures = within(mail).getByRole('table', { name: 'Kegagalan terakhir: Email' });
    expect(within(failures).getByRole('row', { name: /Kode OTP reset password/ })).toHaveTextContent(
      's***@contoh.co.id',
    );
    expect(screen.queryByText('Antrean kosong')).toBeNull();
  });

  it('says the queues are empty, with what was sent, when nothing waits or failed', async () => {
    reply = idle;
    renderPage();
    expect(await screen.findByText('Antrean kosong')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    const reminders = screen.getByRole('region', { name: 'Notifikasi Pengingat' });
    expect(within(reminders).getByText('Antrean tertua: tidak ada')).toBeVisible();
    expect(within(reminders).getAllByText('Tidak ada yang menunggu')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Email' })).toHaveTextContent('Terkirim 24 jam terakhir340');
  });
});
