import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InlineAlert } from './inline-alert';

describe('InlineAlert', () => {
  it("is an alert with MUI Alert's classes for its severity, an icon and the message", () => {
    render(<InlineAlert severity="warning">Saldo belum dapat dimuat.</InlineAlert>);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Saldo belum dapat dimuat.');
    expect(alert).toHaveClass('MuiAlert-root', 'MuiAlert-colorWarning', 'MuiAlert-standardWarning');
    expect(alert.querySelector('.MuiAlert-icon svg')).not.toBeNull();
    expect(alert.querySelector('.MuiAlert-message')).toHaveTextContent('Saldo belum dapat dimuat.');
  });

  it('takes another role, for a message that is not news (a status)', () => {
    render(
      <InlineAlert severity="info" role="status">
        Menunggu persetujuan.
      </InlineAlert>,
    );
    expect(screen.getByRole('status')).toHaveClass('MuiAlert-colorInfo');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
