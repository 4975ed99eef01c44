import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { sortFromText, useContentForm } from './use-content-form';

const schema = z.object({
  title: z.string().trim().min(1, 'Judul wajib diisi'),
  sort: sortFromText(z.number().int().min(0).optional()),
  tiers: z.array(z.object({ minAmount: z.string() })),
});

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

function renderForm(send: (body: z.output<typeof schema>) => Promise<string>, title: string) {
  return renderHook(
    () =>
      useContentForm({
        mutation: useMutation({ mutationFn: send }),
        onClose: vi.fn(),
        schema,
        defaultValues: { title, sort: '', tiers: [{ minAmount: '1' }, { minAmount: '2' }] },
        toVariables: (body) => body,
      }),
    { wrapper },
  );
}

describe('useContentForm', () => {
  it('refuses with the rules before anything is sent', async () => {
    const send = vi.fn(async () => 'Disimpan');
    const { result } = renderForm(send, '');
    await act(async () => result.current.dialogProps.onSubmit());
    await waitFor(() => expect(result.current.errors.title?.message).toBe('Judul wajib diisi'));
    expect(send).not.toHaveBeenCalled();
  });

  it('sends what the rules read: trimmed text, an empty order as 0', async () => {
    const send = vi.fn(async (_body: z.output<typeof schema>) => 'Disimpan');
    const { result } = renderForm(send, ' Promo ');
    await act(async () => result.current.dialogProps.onSubmit());
    await waitFor(() => expect(send).toHaveBeenCalled());
    expect(send.mock.calls[0]?.[0]).toEqual({
      title: 'Promo',
      sort: 0,
      tiers: [{ minAmount: '1' }, { minAmount: '2' }],
    });
  });

  it('shows a 422 field error of the server under its field, nested paths too', async () => {
    const refusal = new ApiError({
      code: 422,
      message: 'Data tidak valid',
      data: { errors: [{ path: 'tiers/1/minAmount', message: 'Tumpang tindih' }] },
    });
    const { result } = renderForm(() => Promise.reject(refusal), 'Promo');
    await act(async () => result.current.dialogProps.onSubmit());
    await waitFor(() => expect(result.current.errors.tiers?.[1]?.minAmount?.message).toBe('Tumpang tindih'));
    expect(result.current.dialogProps.generalError).toBeNull();
  });
});
