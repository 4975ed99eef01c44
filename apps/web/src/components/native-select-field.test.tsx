import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NativeSelectField } from './native-select-field';

describe('NativeSelectField', () => {
  it('is a select named by its label, showing the chosen option and reporting the one picked as its value', async () => {
    const onChange = vi.fn();
    render(
      <NativeSelectField
        label="Artikel per halaman"
        value={6}
        options={[6, 10, 20].map((size) => ({ value: size, label: String(size) }))}
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Artikel per halaman' });
    expect(select).toHaveValue('6');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['6', '10', '20']);

    await userEvent.selectOptions(select, '10');
    expect(onChange).toHaveBeenCalledWith(10);
  });
});
