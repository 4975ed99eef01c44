import { ThemeProvider } from '@mui/material/styles';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createAppTheme } from '@/app/theme';
import { DecisionPanel, type DecisionPanelProps } from './decision-panel';

function renderPanel(mode: DecisionPanelProps['mode']) {
  const onDecide = vi.fn();
  render(
    <ThemeProvider theme={createAppTheme(undefined)}>
      <DecisionPanel
        mode={mode}
        approvalNo="APV-1"
        requested={{ LoanAmount: 10_000_000, Tenor: 24 }}
        effectiveRate={9.5}
        isPending={false}
        onDecide={onDecide}
      />
    </ThemeProvider>,
  );
  return { onDecide, user: userEvent.setup() };
}

describe('decision panel', () => {
  it('HC: blocks approval until checklist, recommendation and note are filled', async () => {
    const { onDecide, user } = renderPanel('hc');
    await user.click(screen.getByRole('button', { name: 'Setujui' }));
    expect(screen.getByText('Centang checklist sebelum menyetujui')).toBeVisible();
    expect(screen.getByText('Pilih rekomendasi HC')).toBeVisible();
    expect(screen.getByText('Catatan HC wajib diisi')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Beri Penawaran' })).not.toBeInTheDocument();
    expect(onDecide).not.toHaveBeenCalled();
  });

  it('HC: asks for confirmation, then sends the review with the approval', async () => {
    const { onDecide, user } = renderPanel('hc');
    await user.click(screen.getByRole('checkbox', { name: /Checklist HC/ }));
    await user.click(screen.getByRole('radio', { name: 'Ya, direkomendasikan' }));
    await user.type(screen.getByRole('textbox', { name: /Catatan HC/ }), 'Dokumen lengkap');
    await user.click(screen.getByRole('button', { name: 'Setujui' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Setujui pengajuan APV-1?');
    expect(onDecide).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Ya, kirim' }));
    expect(onDecide).toHaveBeenCalledWith({
      action: 'APPROVE',
      notes: undefined,
      hc: { checklist: true, recommendation: 'YES', note: 'Dokumen lengkap' },
    });
  });

  it('approver: cancelling the confirmation sends nothing; a rejection needs its reason', async () => {
    const { onDecide, user } = renderPanel('approver');
    await user.click(screen.getByRole('button', { name: 'Tolak' }));
    expect(screen.getByText('Alasan penolakan wajib diisi')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: /Alasan penolakan/ }), 'Plafon tidak cukup');
    await user.click(screen.getByRole('button', { name: 'Tolak' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Tolak pengajuan APV-1 dengan alasan "Plafon tidak cukup"?');
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    expect(onDecide).not.toHaveBeenCalled();
  });

  it('approver: computes the counter-offer instalment live and confirms the offer', async () => {
    const { onDecide, user } = renderPanel('approver');
    await user.click(screen.getByRole('button', { name: 'Beri Penawaran' }));
    await user.type(screen.getByRole('textbox', { name: /Jumlah penawaran/ }), '7500000');
    await user.click(screen.getByRole('combobox', { name: /Tenor penawaran/ }));
    expect(screen.queryByRole('option', { name: '30 bulan' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: '12 bulan' }));
    expect(screen.getByTestId('offer-instalment')).toHaveTextContent('Rp 657.626');
    await user.click(screen.getByRole('button', { name: 'Kirim Penawaran' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Beri penawaran Rp 7.500.000 untuk 12 bulan pada pengajuan APV-1?');
    await user.click(within(dialog).getByRole('button', { name: 'Ya, kirim' }));
    expect(onDecide).toHaveBeenCalledWith({
      action: 'COUNTER_OFFER',
      offeredAmount: 7_500_000,
      offeredTenor: 12,
      notes: undefined,
    });
  });
});
