import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TabStrip, tabPanelProps } from './tab-strip';

const tabs = [
  { value: 'setor', label: 'Setor' },
  { value: 'tarik', label: 'Tarik' },
  { value: 'riwayat', label: 'Riwayat' },
] as const;

function Strip({ onChange, idPrefix }: { onChange: (value: string) => void; idPrefix?: string }) {
  const [value, setValue] = useState<(typeof tabs)[number]['value']>('setor');
  return (
    <>
      <TabStrip
        tabs={tabs}
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
        aria-label="Transaksi"
        idPrefix={idPrefix}
      />
      {idPrefix && <div {...tabPanelProps(idPrefix, value)}>Isi {value}</div>}
    </>
  );
}

describe('TabStrip', () => {
  it('is a named tablist whose selected tab is the only one in the Tab order', () => {
    render(<Strip onChange={vi.fn()} />);
    const list = screen.getByRole('tablist', { name: 'Transaksi' });
    expect(list).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.getAttribute('aria-selected'))).toEqual([
      'true',
      'false',
      'false',
    ]);
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });

  it('shows a clicked tab and reports it once; clicking the shown tab reports nothing', async () => {
    const onChange = vi.fn();
    render(<Strip onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Tarik' }));
    expect(screen.getByRole('tab', { name: 'Tarik' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Setor' })).toHaveAttribute('aria-selected', 'false');
    await userEvent.click(screen.getByRole('tab', { name: 'Tarik' }));
    expect(onChange.mock.calls).toEqual([['tarik']]);
  });

  it('moves the focus with the arrows (round), Home and End, and shows the focused tab on Enter', async () => {
    const onChange = vi.fn();
    render(<Strip onChange={onChange} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Setor' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Riwayat' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Setor' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Riwayat' })).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Tarik' })).toHaveFocus();
    // Moving the focus shows nothing by itself (MUI's Tabs behave the same).
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onChange.mock.calls).toEqual([['tarik']]);
    expect(screen.getByRole('tab', { name: 'Tarik' })).toHaveAttribute('aria-selected', 'true');
  });

  it('with an id prefix, names its panel: the panel is labelled by the selected tab, which alone points at it', async () => {
    const user = userEvent.setup();
    render(<Strip onChange={vi.fn()} idPrefix="sukarela" />);
    expect(screen.getByRole('tabpanel', { name: 'Setor' })).toHaveTextContent('Isi setor');
    expect(screen.getAllByRole('tab').map((tab) => tab.getAttribute('aria-controls'))).toEqual([
      'sukarela-panel-setor',
      null,
      null,
    ]);

    await user.click(screen.getByRole('tab', { name: 'Tarik' }));
    const panel = screen.getByRole('tabpanel', { name: 'Tarik' });
    expect(panel).toHaveTextContent('Isi tarik');
    expect(screen.getByRole('tab', { name: 'Tarik' })).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getByRole('tab', { name: 'Setor' })).not.toHaveAttribute('aria-controls');
  });
});
