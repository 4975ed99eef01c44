import type { Notification } from '@kopkar/domain';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loanEntryStorage } from '@/lib/loan-entry-storage';
import { RejectedPage } from './rejected-page';

const notice = (header: string, description: string): Notification => ({
  id: 7,
  LogHeader: header,
  LogDesc: description,
  LogDate: '2026-11-20T02:00:00.000Z',
  IsRead: false,
  ApplicationId: 3,
});

const renderPage = () =>
  render(
    <MemoryRouter>
      <RejectedPage />
    </MemoryRouter>,
  );

describe('RejectedPage', () => {
  it('shows the reason carried by the notification that opened it', () => {
    loanEntryStorage.saveApprovalEntry(
      notice('RJT', 'Pengajuan pinjaman ditolak. Alasan: Masa kerja kurang'),
    );
    renderPage();
    expect(screen.getByText('Pengajuan pinjaman ditolak. Alasan: Masa kerja kurang')).toBeInTheDocument();
    expect(screen.getByText(/jumlah pinjaman yang lebih kecil/)).toBeInTheDocument();
  });

  it('shows only the general advice when no rejection notice is stored', () => {
    loanEntryStorage.saveApprovalEntry(notice('APV', 'Pengajuan disetujui'));
    renderPage();
    expect(screen.queryByText('Pengajuan disetujui')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Pengajuan Ditolak' })).toBeInTheDocument();
  });
});
