import type { BlogArticleInput } from '@kopkar/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSaveArticle } from './save-article';

const input: BlogArticleInput = {
  title: 'Rapat Anggota',
  category: 'Berita Koperasi',
  tags: [],
  author: 'Sekretariat',
  bodyHtml: '<p>Isi.</p>',
};

/** fetch answering every article call; the Idempotency-Key of each POST /admin/blog in order. */
function stubFetch() {
  const keys: (string | undefined)[] = [];
  let nextId = 1;
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (url, init) => {
      if (init?.method === 'POST' && String(url).endsWith('/admin/blog')) {
        keys.push((init.headers as Record<string, string>)['Idempotency-Key']);
      }
      const data = {
        id: nextId++,
        slug: 'rapat-anggota',
        ...input,
        status: 'DRAFT',
        publishedAt: null,
        coverUrl: null,
        pendingComments: 0,
        createdAt: '2026-01-05T02:00:00.000Z',
        updatedAt: '2026-01-05T02:00:00.000Z',
      };
      return new Response(JSON.stringify({ code: 201, message: 'Artikel disimpan', data }), { status: 201 });
    }),
  );
  return keys;
}

function renderSave() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useSaveArticle(), { wrapper }).result;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('creating an article', () => {
  it('sends one Idempotency-Key for a double click, and a new one for the next article', async () => {
    const keys = stubFetch();
    const save = renderSave();
    await Promise.all([
      save.current.mutateAsync({ id: null, input }),
      save.current.mutateAsync({ id: null, input }),
    ]);
    await save.current.mutateAsync({ id: null, input });
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[\w-]{8,100}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(/^[\w-]{8,100}$/);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('sends no key when it saves an existing article', async () => {
    const keys = stubFetch();
    const save = renderSave();
    await save.current.mutateAsync({ id: 7, input });
    expect(keys).toEqual([]);
    expect(vi.mocked(fetch).mock.calls[0]?.[1]?.method).toBe('PUT');
  });
});
