import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { SkeletonBlock } from '@/components/skeleton-block';
import { paths } from '@/config/paths';
import { useNewestArticles } from '../api/content-queries';
import { CardGrid } from './card-grid';

/**
 * `YYYY-MM-DD` → DD-MM-YYYY (SPEC §9). The domain's formatDate lives beside the money maths (decimal.js), which
 * the landing page should not download just to show three dates.
 */
const toDisplayDate = (iso: string) => iso.slice(0, 10).split('-').reverse().join('-');

import { SectionNotice } from './section-notice';

/** The latest blog posts (GET /blog/newest); the section degrades to a link when the call fails. */
export function NewestArticles() {
  const { data: articles, isPending, isError } = useNewestArticles();
  if (isPending) {
    return (
      <CardGrid label="Memuat artikel" columns={3}>
        {[1, 2, 3].map((key) => (
          <SkeletonBlock key={key} height={240} rounded />
        ))}
      </CardGrid>
    );
  }
  if (isError || articles.length === 0) {
    return (
      <SectionNotice
        text={
          isError
            ? 'Artikel terbaru belum dapat dimuat.'
            : 'Belum ada artikel. Nantikan kabar terbaru dari koperasi.'
        }
        action={
          isError ? (
            <Link component={RouterLink} to={paths.blog.getHref()}>
              Buka halaman Blog
            </Link>
          ) : undefined
        }
      />
    );
  }
  return (
    <CardGrid label="Artikel terbaru" columns={3}>
      {articles.map((article) => (
        <Card key={article.id} component="article" variant="outlined" sx={{ height: '100%' }}>
          {article.ImagesPath ? (
            <Box
              component="img"
              src={article.ImagesPath}
              alt=""
              loading="lazy"
              sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', display: 'block' }}
            />
          ) : (
            <Box
              aria-hidden
              sx={{
                aspectRatio: '16 / 9',
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'action.hover',
                color: 'text.secondary',
              }}
            >
              <ArticleOutlined sx={{ fontSize: 44 }} />
            </Box>
          )}
          <CardContent>
            <Typography variant="body2" color="primary.dark" sx={{ fontWeight: 600, mb: 0.5 }}>
              {article.Category}
            </Typography>
            <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
              <Link component={RouterLink} to={paths.blogArticle.getHref(article.slug)} color="inherit">
                {article.TitleName}
              </Link>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {article.WritenBy} ·{' '}
              <time dateTime={article.Createdate}>{toDisplayDate(article.Createdate)}</time>
            </Typography>
          </CardContent>
        </Card>
      ))}
    </CardGrid>
  );
}
