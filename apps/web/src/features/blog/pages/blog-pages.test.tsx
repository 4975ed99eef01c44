import type { BlogArticle, BlogPage } from '@kopkar/domain';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/routes';
import { stubShellApi } from '@/testing/fake-api';
import { createTestRouter } from '@/testing/test-router';

const reply = (data: unknown, message = 'OK', status = 200) =>
  new Response(JSON.stringify({ code: status, message, data }), { status });

function buildArticle(id: number, overrides: Partial<BlogArticle> = {}): BlogArticle {
  return {
    id,
    slug: `artikel-${id}`,
    ImagesPath: null,
    Tags: ['tips'],
    TitleName: `Artikel ${id}`,
    WritenBy: 'Tim Redaksi',
    Createdate: '2026-11-03',
    Category: 'Panduan',
    archive: '2026-11',
    Blog_Description: '<p>Isi artikel.</p><img src="https://evil.example/p.gif" onerror="alert(1)">',
    ...overrides,
  };
}

function pageOf(page: number, lastPage: number, articles: BlogArticle[]): BlogPage {
  const url = (n: number) => `/api/v1/blog/paginate?limit=10&page=${n}`;
  return {
    data: articles,
    current_page: page,
    per_page: 10,
    last_page: lastPage,
    prev_page_url: page > 1 ? url(page - 1) : null,
    next_page_url: page < lastPage ? url(page + 1) : null,
    total: 14,
  };
}

/** The shell calls plus the blog calls; `onPost` answers POST /blog/comment. */
function stubBlogApi(onPost?: (body: unknown) => Response) {
  const shell = stubShellApi();
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/v1/blog/paginate') {
      const page = Number(url.searchParams.get('page'));
      return reply(pageOf(page, 2, page === 1 ? [buildArticle(1), buildArticle(2)] : [buildArticle(11)]));
    }
    if (url.pathname === '/api/v1/blog/newest') return reply([buildArticle(1), buildArticle(2)]);
    if (url.pathname === '/api/v1/blog/archive')
      return reply([{ archive: '2026-11', year: 2026, month: 11, total: 14 }]);
    if (url.pathname === '/api/v1/blog/category') return reply([{ Category: 'Panduan', total: 14 }]);
    if (url.pathname === '/api/v1/blog/artikel-1') return reply(buildArticle(1));
    if (url.pathname === '/api/v1/blog/commentview/1')
      return reply([
        {
          id: 5,
          nama: '<b>Rudi</b>',
          komentar: '<img src=x onerror=alert(1)>',
          created_at: '2026-11-03T02:00:00Z',
        },
      ]);
    if (url.pathname === '/api/v1/blog/comment' && onPost) return onPost(JSON.parse(String(init?.body)));
    return shell(input, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderAt(path: string) {
  const router = createTestRouter(routes, [path]);
  render(<AppProvider>{router.element}</AppProvider>);
  return router;
}

const requested = (fetchMock: ReturnType<typeof stubBlogApi>, path: string) =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.includes(path));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/blog', () => {
  it('asks for the page the URL describes and moves only where a page exists', async () => {
    const fetchMock = stubBlogApi();
    const router = renderAt('/blog?category=Panduan&limit=10');
    const list = await screen.findByRole('list', { name: 'Daftar artikel' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(requested(fetchMock, '/blog/paginate')[0]).toContain('limit=10');
    expect(requested(fetchMock, '/blog/paginate')[0]).toContain('category=Panduan');
    expect(screen.getByRole('button', { name: 'Sebelumnya' })).toBeDisabled();
    expect(screen.getByText('Halaman 1 dari 2')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Berikutnya' }));
    expect(await screen.findByText('Halaman 2 dari 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Berikutnya' })).toBeDisabled();
    expect(router.location.search).toBe('?category=Panduan&limit=10&page=2');
    // A filtered list has no "newest" header.
    expect(screen.queryByRole('region', { name: 'Artikel Terbaru' })).not.toBeInTheDocument();
  });
});

describe('/blog filters', () => {
  // Two changes before the page renders the first (Playwright chose a page size right after "Hapus semua filter"):
  // the second builds on the first, so the cleared search does not come back.
  it('builds a change on the one asked for just before, not on the filters still drawn', async () => {
    stubBlogApi();
    const router = renderAt('/blog?searchBy=All&searchParam=darurat');
    const clear = await screen.findByRole('button', { name: 'Hapus semua filter' });
    const pageSize = screen.getByRole('combobox', { name: 'Artikel per halaman' });

    act(() => {
      fireEvent.click(clear);
      fireEvent.change(pageSize, { target: { value: '10' } });
    });

    // The search words are gone; the toolbar's search-by choice is not a filter and stays.
    await waitFor(() => expect(router.location.search).toBe('?searchBy=All&limit=10'));
  });
});

describe('/blog/:slug', () => {
  it('renders the body without foreign images or handlers, and comments as plain text', async () => {
    stubBlogApi();
    renderAt('/blog/artikel-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Artikel 1' })).toBeInTheDocument();
    const article = screen.getByRole('article');
    expect(article.querySelector('img[src^="https://"]')).toBeNull();
    expect(article.querySelector('[onerror]')).toBeNull();
    const comments = await screen.findByRole('list', { name: 'Daftar komentar' });
    expect(within(comments).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(within(comments).getByText('<b>Rudi</b>')).toBeInTheDocument();
    expect(sessionStorage.getItem('blog.articleId')).toBe('1');
  });

  it('requires every field, sends the comment with id_blog and setuju, and says it waits for moderation', async () => {
    const posted: unknown[] = [];
    stubBlogApi((body) => {
      posted.push(body);
      return reply(
        { id: 9, nama: 'Sari', komentar: 'Bagus', created_at: '2026-11-03T02:00:00Z', status: 'PENDING' },
        'Terima kasih, komentar Anda akan tampil setelah disetujui admin',
      );
    });
    renderAt('/blog/artikel-1');
    const form = await screen.findByRole('form', { name: 'Tulis komentar' });
    await userEvent.click(within(form).getByRole('button', { name: 'Kirim Komentar' }));
    expect(await within(form).findByText('Nama wajib diisi')).toBeInTheDocument();
    expect(within(form).getByText('Centang persetujuan terlebih dahulu')).toBeInTheDocument();
    expect(posted).toEqual([]);

    await userEvent.type(within(form).getByRole('textbox', { name: /Nama/ }), 'Sari');
    await userEvent.type(within(form).getByRole('textbox', { name: /Email/ }), 'sari@contoh.co.id');
    await userEvent.type(within(form).getByRole('textbox', { name: /Komentar/ }), 'Bagus');
    await userEvent.click(within(form).getByRole('checkbox'));
    await userEvent.click(within(form).getByRole('button', { name: 'Kirim Komentar' }));
    expect(
      await within(form).findByText('Terima kasih, komentar Anda akan tampil setelah disetujui admin'),
    ).toBeInTheDocument();
    expect(posted).toEqual([
      { nama: 'Sari', email: 'sari@contoh.co.id', komentar: 'Bagus', setuju: true, id_blog: 1 },
    ]);
  });

  it('shows a refused comment in the Error! popup with the server message (docs/product/errors.md)', async () => {
    stubBlogApi(() => reply(null, 'Terlalu banyak percobaan. Silakan coba lagi dalam 3600 detik.', 429));
    renderAt('/blog/artikel-1');
    const form = await screen.findByRole('form', { name: 'Tulis komentar' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Nama/ }), 'Sari');
    await userEvent.type(within(form).getByRole('textbox', { name: /Email/ }), 'sari@contoh.co.id');
    await userEvent.type(within(form).getByRole('textbox', { name: /Komentar/ }), 'Bagus');
    await userEvent.click(within(form).getByRole('checkbox'));
    await userEvent.click(within(form).getByRole('button', { name: 'Kirim Komentar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error!' });
    expect(dialog).toHaveTextContent('Terlalu banyak percobaan. Silakan coba lagi dalam 3600 detik.');
  });
});
