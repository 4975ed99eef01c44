import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { stubShellApi } from '@/testing/fake-api';
import { enqueueSnackbar } from './toast';

afterEach(() => vi.unstubAllGlobals());

describe('toasts on demand', () => {
  it('mounts no toast outlet until a toast is asked for, then shows the queued toast and later ones', async () => {
    stubShellApi();
    render(
      <AppProvider>
        <p>Halaman</p>
      </AppProvider>,
    );
    await screen.findByText('Halaman');
    expect(document.querySelector('.notistack-SnackbarContainer')).toBeNull();

    act(() => {
      enqueueSnackbar('Password berhasil diubah', { variant: 'success' });
    });
    expect(await screen.findByText('Password berhasil diubah')).toBeInTheDocument();

    act(() => {
      enqueueSnackbar({ message: 'Gagal menyimpan', variant: 'error' });
    });
    expect(await screen.findByText('Gagal menyimpan')).toBeInTheDocument();
    expect(screen.getAllByRole('alert').length).toBeGreaterThanOrEqual(2);
  });
});
