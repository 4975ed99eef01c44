import { formatDate } from '@kopkar/domain';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useSyncExternalStore } from 'react';
import { useParams } from 'react-router';
import { ArticleCover } from '@/components/article-cover';
import { InlineAlert } from '@/components/inline-alert';
import { LabelChip } from '@/components/label-chip';
import { PageMeta } from '@/components/page-title';
import { RouterLink } from '@/components/router-link';
import { SafeHtml } from '@/components/safe-html';
import { SkeletonBlock } from '@/components/skeleton-block';
import { paths } from '@/config/paths';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { htmlExcerpt } from '@/lib/editor-html';
import { useBlogArticle } from '../api/get-blog-article';
import { CommentForm } from '../components/comment-form';
import { CommentList } from '../components/comment-list';
import { ShareLinks } from '../components/share-links';
import { articleStorage } from '../lib/article-storage';
import { writeBlogFilters } from '../lib/blog-filters';

const blogHrefWith = (change: { category?: string }) =>
  `${paths.blog.getHref()}?${writeBlogFilters({
    page: 1,
    limit: 6,
    searchBy: 'TitleName',
    searchParam: '',
    category: change.category ?? '',
    archive: '',
  })}`;

const noSubscription = () => () => {};

/** The page's address; null on the server and while hydrating its HTML (the server does not know the origin). */
function usePageUrl(): string | null {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.href,
    () => null,
  );
}

/** /blog/:slug (docs/product/screens.md): title, date, category, author, tags, body, share links, comments and the comment form. */
export function BlogArticlePage() {
  const { slug = '' } = useParams();
  const article = useBlogArticle(slug);
  const data = article.data;
  const pageUrl = usePageUrl();
  useEffect(() => {
    if (data) articleStorage.save(data.id);
  }, [data]);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Button component={RouterLink} to={paths.blog.getHref()} startIcon={<ArrowBack />} sx={{ mb: 2 }}>
        Kembali ke Blog
      </Button>
      {article.isPending && (
        <Stack spacing={2} aria-busy>
          <PageMeta title="Memuat artikel" />
          <SkeletonBlock height={44} width="80%" />
          <SkeletonBlock height={20} width="50%" />
          <SkeletonBlock height={320} rounded />
          <SkeletonBlock height={120} />
        </Stack>
      )}
      {article.isError && <ArticleError error={article.error} />}
      {data && (
        <article aria-labelledby="article-title">
          <PageMeta title={data.TitleName} description={htmlExcerpt(data.Blog_Description)} />
          <Typography id="article-title" variant="h1" sx={{ mb: 1.5 }}>
            {data.TitleName}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            <time dateTime={data.Createdate}>{formatDate(data.Createdate)}</time> ·{' '}
            <Link component={RouterLink} to={blogHrefWith({ category: data.Category })} underline="always">
              {data.Category}
            </Link>{' '}
            · Oleh {data.WritenBy}
          </Typography>
          {data.Tags.length > 0 && (
            <Stack
              direction="row"
              component="ul"
              aria-label="Tag"
              sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: 0, mb: 3, listStyle: 'none' }}
            >
              {data.Tags.map((tag) => (
                <li key={tag}>
                  <LabelChip label={`#${tag}`} size="small" variant="outlined" />
                </li>
              ))}
            </Stack>
          )}
          {data.ImagesPath && (
            <Box sx={{ borderRadius: 2, overflow: 'hidden', mb: 3 }}>
              <ArticleCover src={data.ImagesPath} priority />
            </Box>
          )}
          <SafeHtml html={data.Blog_Description} variant="article" />
          <Divider sx={{ my: 4 }} />
          {pageUrl && <ShareLinks url={pageUrl} title={data.TitleName} />}
          <Divider sx={{ my: 4 }} />
          <Box component="section" aria-labelledby="comments-heading">
            <Typography id="comments-heading" variant="h2" sx={{ mb: 2 }}>
              Komentar
            </Typography>
            <CommentList articleId={data.id} />
            <Typography variant="h3" component="h3" sx={{ mt: 4, mb: 2 }}>
              Tulis komentar
            </Typography>
            <CommentForm articleId={data.id} />
          </Box>
        </article>
      )}
    </Container>
  );
}

function ArticleError({ error }: { error: unknown }) {
  const isMissing = error instanceof ApiError && error.code === 404;
  return (
    <>
      <PageMeta title={isMissing ? 'Artikel tidak ditemukan' : 'Artikel gagal dimuat'} />
      <Typography variant="h1" sx={{ mb: 2 }}>
        {isMissing ? 'Artikel tidak ditemukan' : 'Artikel gagal dimuat'}
      </Typography>
      <InlineAlert severity={isMissing ? 'info' : 'error'} sx={{ mb: 2 }}>
        {isMissing ? 'Artikel ini tidak ada atau sudah tidak diterbitkan.' : getErrorMessage(error)}
      </InlineAlert>
      <Button component={RouterLink} to={paths.blog.getHref()} variant="contained">
        Lihat semua artikel
      </Button>
    </>
  );
}
