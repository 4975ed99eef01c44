import type { Notification } from '@kopkar/domain';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loanEntryStorage, openedNoticeState } from '@/lib/loan-entry-storage';
import { CancelPage } from './cancel-page';
import { RejectedPage } from './rejected-page';

const notice = (header: string, description: string): Notification => ({
  id: 7,
  LogHeader: header,
  LogDesc: description,
  LogDate: '2026-11-20T02:00:00.000Z',
  IsRead: false,
  ApplicationId: 3,
});

/** Renders a page as the notification page opens it (with the notice's state), or as reached any other way. */
const renderPage = (page: React.ReactNode, opened?: Notification) =>
  render(
    <MemoryRouter initialEntries={[{ pathname: '/', state: opened ? openedNoticeState(opened) : null }]}>
      {page}
    </MemoryRouter>,
  );

describe('RejectedPage', () => {
  it('shows the reason carried by the notification that opened it, and the way to apply again', () => {
    const rejected = notice('RJT', 'Pengajuan pinjaman ditolak. Alasan: Masa kerja kurang');
    loanEntryStorage.saveApprovalEntry(rejected);
    renderPage(<RejectedPage />, rejected);
    expect(screen.getByText('Pengajuan pinjaman ditolak. Alasan: Masa kerja kurang')).toBeInTheDocument();
    expect(screen.getByText(/jumlah pinjaman yang lebih kecil/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ajukan Pinjaman Lagi' })).toHaveAttribute(
      'href',
      '/application-form',
    );
  });

  it('shows only the general advice when it was not opened from the stored notice', () => {
    loanEntryStorage.saveApprovalEntry(notice('RJT', 'Pengajuan lama ditolak'));
    renderPage(<RejectedPage />);
    expect(screen.queryByText('Pengajuan lama ditolak')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Pengajuan Ditolak' })).toBeInTheDocument();
  });
});

describe('CancelPage', () => {
  it("confirms the member's own cancellation with its notice, never the rejection advice", () => {
    const cancelled = notice('CNCL', 'Pengajuan pinjaman PJ-1 telah dibatalkan atas permintaan Anda.');
    loanEntryStorage.saveApprovalEntry(cancelled);
    renderPage(<CancelPage />, cancelled);
    expect(screen.getByRole('heading', { level: 1, name: 'Pengajuan Dibatalkan' })).toBeInTheDocument();
    expect(screen.getByText(/atas permintaan Anda/)).toBeInTheDocument();
    expect(screen.queryByText(/lebih kecil/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ajukan Pinjaman Baru' })).toHaveAttribute(
      'href',
      '/application-form',
    );
  });

  it('after declining an offer on Home, shows no older notice kept from an earlier visit', () => {
    loanEntryStorage.saveApprovalEntry(notice('CNCL', 'Pengajuan lain telah dibatalkan'));
    renderPage(<CancelPage />);
    expect(screen.queryByText('Pengajuan lain telah dibatalkan')).not.toBeInTheDocument();
  });
});
