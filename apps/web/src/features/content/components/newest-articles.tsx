import { formatDate } from '@kopkar/domain';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ArticleCover } from '@/components/article-cover';
import { RouterLink } from '@/components/router-link';
import { SkeletonBlock } from '@/components/skeleton-block';
import { paths } from '@/config/paths';
import { useNewestArticles } from '../api/content-queries';
import { CardGrid } from './card-grid';

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
          <ArticleCover src={article.ImagesPath} />
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
              {article.WritenBy} · <time dateTime={article.Createdate}>{formatDate(article.Createdate)}</time>
            </Typography>
          </CardContent>
        </Card>
      ))}
    </CardGrid>
  );
}
