import { fileURLToPath } from 'node:url';
import { MONTHS_ID } from '@kopkar/domain';
import { demoPassword } from '../fixtures/demo-accounts';
import { expect, test } from '../fixtures/test';
import { AdminBlogPage, AdminCommentModerationPage } from '../pages/admin-blog-pages';
import { AdminLoginPage } from '../pages/admin-login-page';
import { BlogArticlePage } from '../pages/blog-article-page';
import { BlogPage } from '../pages/blog-page';
import { LandingPage } from '../pages/landing-page';
import { checkAtBothWidths } from '../support/check-page';

const coverFile = fileURLToPath(new URL('../fixtures/files/selfie-ktp.jpg', import.meta.url));

test('a visitor filters the blog, changes the page size, opens an article and comments; an editor approves it and the visitor sees it', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const blog = new BlogPage(page);
  const article = new BlogArticlePage(page);

  // What the API holds (the seed's 16 articles, plus whatever other tests published): the page must agree.
  const api = async <T>(path: string) =>
    ((await (await request.get(`/api/v1${path}`)).json()) as { data: T }).data;
  const total = (await api<{ total: number }>('/blog/paginate')).total;
  expect(total).toBeGreaterThanOrEqual(16);
  await blog.goto();
  await blog.waitUntilLoaded();
  await expect(blog.newest.getByRole('article')).toHaveCount(2);
  await expect(blog.grid.getByRole('listitem')).toHaveCount(6);
  await expect(blog.pageStatus).toHaveText(new RegExp(`^Halaman 1 dari ${Math.ceil(total / 6)}`));
  expect(await blog.readTotal()).toBe(total);
  await expect(blog.previousButton).toBeDisabled();
  await checkAtBothWidths(page, 'blog', testInfo);

  // Category: only its articles, the filter is in the URL and survives a reload.
  const guides = (await api<{ Category: string; total: number }[]>('/blog/category')).find(
    (entry) => entry.Category === 'Panduan',
  );
  expect(guides?.total, 'the seed has four guides').toBe(4);
  await blog.chooseFilter('Kategori', 'Panduan');
  await expect(page).toHaveURL(/[?&]category=Panduan/);
  await expect(blog.grid.getByRole('listitem')).toHaveCount(4);
  expect(await blog.readTotal()).toBe(4);
  await page.reload();
  await blog.waitUntilLoaded();
  await expect(page.getByRole('button', { name: 'Hapus filter Kategori: Panduan' })).toBeVisible();
  expect(await blog.readTotal()).toBe(4);
  await expect(blog.nextButton).toBeDisabled();
  await blog.clearFilters();

  // Archive: the second month listed, as many articles as the archive says.
  const archive = (await (await request.get('/api/v1/blog/archive')).json()).data as {
    archive: string;
    month: number;
    year: number;
    total: number;
  }[];
  const month = archive[1];
  if (!month) throw new Error('the seed spans several months');
  await blog.chooseFilter('Arsip', `${MONTHS_ID[month.month - 1]} ${month.year}`);
  await expect(page).toHaveURL(new RegExp(`archive=${month.archive}`));
  await expect(blog.grid.getByRole('listitem')).toHaveCount(month.total);
  await blog.clearFilters();

  // Search by title vs all text.
  await blog.search('Judul', 'darurat');
  await expect(blog.grid.getByRole('listitem')).toHaveCount(1);
  await blog.search('Semua isi', 'darurat');
  await expect(blog.grid.getByRole('listitem')).toHaveCount(
    (await api<{ total: number }>('/blog/paginate?searchBy=All&searchParam=darurat')).total,
  );
  await expect(blog.grid.getByRole('listitem')).not.toHaveCount(1);
  await blog.clearFilters();

  // Page size 10: fewer pages; "next" moves only while there is a next page.
  const lastPage = Math.ceil(total / 10);
  await blog.choosePageSize(10);
  await expect(page).toHaveURL(/limit=10/);
  await expect(blog.pageStatus).toHaveText(new RegExp(`^Halaman 1 dari ${lastPage}`));
  await expect(blog.grid.getByRole('listitem')).toHaveCount(10);
  for (let pageNo = 2; pageNo <= lastPage; pageNo += 1) {
    await blog.nextButton.click();
    await expect(blog.pageStatus).toHaveText(new RegExp(`^Halaman ${pageNo} dari ${lastPage}`));
  }
  await expect(blog.grid.getByRole('listitem')).toHaveCount(total - (lastPage - 1) * 10);
  await expect(blog.nextButton).toBeDisabled();
  await expect(page).toHaveURL(new RegExp(`page=${lastPage}`));
  await page.goto('/blog?limit=10');
  await expect(blog.pageStatus).toHaveText(new RegExp(`^Halaman 1 dari ${lastPage}`));
  await expect(blog.previousButton).toBeDisabled();

  // The article: title, meta, share links, comments; its id is kept in session storage.
  const title = 'Cara Mengajukan Pinjaman Secara Online';
  await blog.openArticle(title);
  await expect(page).toHaveURL(/\/blog\/cara-mengajukan-pinjaman-online$/);
  await expect(page).toHaveTitle(new RegExp(title));
  await expect(article.shareLink('WhatsApp')).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
  await expect(article.comment('Sari')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('blog.articleId'))).toMatch(/^\d+$/);
  await checkAtBothWidths(page, 'blog-article', testInfo);

  // Every field is required.
  await article.submitComment();
  await expect(article.form.getByText('Nama wajib diisi')).toBeVisible();
  await expect(article.form.getByText('Centang persetujuan terlebih dahulu')).toBeVisible();

  // A comment waits for moderation and does not show yet.
  const name = `Pengunjung ${Date.now().toString(36)}`;
  await article.fillComment({
    name,
    email: 'pengunjung@contoh.co.id',
    text: 'Apakah bisa diajukan lewat ponsel?',
  });
  await article.submitComment();
  await expect(article.sentMessage()).toHaveText(
    'Terima kasih, komentar Anda akan tampil setelah disetujui admin',
  );
  await expect(article.comment(name)).toHaveCount(0);
  const articleUrl = page.url();

  // The editor approves it in the back office.
  await page.goto('/admin/login');
  await new AdminLoginPage(page).signIn('editor', demoPassword);
  await expect(page).toHaveURL(/\/admin\/blog$/);
  const moderation = new AdminCommentModerationPage(page);
  await moderation.goto();
  await expect(moderation.pendingComment(name)).toContainText('Apakah bisa diajukan lewat ponsel?');
  await checkAtBothWidths(page, 'admin-blog-comments', testInfo);
  await moderation.approve(name);

  // The visitor sees it, without the e-mail.
  await page.goto(articleUrl);
  await expect(article.comment(name)).toContainText('Apakah bisa diajukan lewat ponsel?');
  await expect(article.comments).not.toContainText('pengunjung@contoh.co.id');
});

test('an editor publishes an article with a cover image; it heads the blog and the landing page', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const title = `Kabar Koperasi ${Date.now().toString(36)}`;
  await page.goto('/admin/login');
  await new AdminLoginPage(page).signIn('editor', demoPassword);
  const admin = new AdminBlogPage(page);
  await admin.goto();
  await expect(admin.list.getByRole('row')).not.toHaveCount(0);
  await checkAtBothWidths(page, 'admin-blog-list', testInfo);

  await admin.writeDraft({
    title,
    category: 'Berita Koperasi',
    tags: 'koperasi, kabar',
    body: 'Koperasi membuka layanan konsultasi keuangan setiap Jumat.',
  });
  await admin.uploadCover(coverFile);
  await checkAtBothWidths(page, 'admin-blog-editor', testInfo);
  await admin.publish();

  // On /blog it is the newest, with its cover.
  const blog = new BlogPage(page);
  await blog.goto();
  await blog.waitUntilLoaded();
  const newest = blog.newest.getByRole('article').first();
  await expect(newest.getByRole('link', { name: title })).toBeVisible();
  const cover = newest.locator('img');
  await expect(cover).toHaveAttribute('src', /^\/api\/v1\/files\/content\/\d+$/);
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);

  // And among the landing page's latest posts.
  const landing = new LandingPage(page);
  await landing.goto();
  await expect(landing.articles.getByRole('link', { name: title })).toBeVisible();
  await landing.articles.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Koperasi membuka layanan konsultasi keuangan setiap Jumat.')).toBeVisible();
});
