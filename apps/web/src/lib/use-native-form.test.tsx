import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FormFailure } from '@/components/form-failure';
import { useNativeForm } from './use-native-form';

const rules = z.object({ name: z.string().min(1, 'Nama wajib diisi') });

function NameForm({ loadRules, onValid }: { loadRules: () => Promise<typeof rules>; onValid: () => void }) {
  const form = useNativeForm({ fields: ['name'], loadRules, onValid });
  return (
    <form {...form.formProps}>
      <label>
        Nama
        <input name="name" />
      </label>
      <span>{form.errors.name}</span>
      <FormFailure message={form.failure} />
      <button type="submit">Kirim</button>
    </form>
  );
}

describe('useNativeForm', () => {
  it('says the connection failed when its rules cannot load, sends nothing, and loads them again on the next try', async () => {
    const user = userEvent.setup();
    let online = false;
    const loadRules = vi.fn(async () => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return rules;
    });
    const onValid = vi.fn();
    render(<NameForm loadRules={loadRules} onValid={onValid} />);

    await user.type(screen.getByLabelText('Nama'), 'Siti');
    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tidak dapat terhubung ke server. Periksa koneksi Anda.',
    );
    expect(onValid).not.toHaveBeenCalled();
    // What was typed is still there.
    expect(screen.getByLabelText('Nama')).toHaveValue('Siti');

    online = true;
    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
