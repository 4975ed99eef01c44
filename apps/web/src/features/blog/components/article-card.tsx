import { type BlogArticle, formatDate } from '@kopkar/domain';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ArticleCover } from '@/components/article-cover';
import { LabelChip } from '@/components/label-chip';
import { RouterLink } from '@/components/router-link';
import { paths } from '@/config/paths';

type ArticleCardProps = { article: BlogArticle; headingLevel?: 'h2' | 'h3'; isFeatured?: boolean };

/** A card of the grid (docs/product/screens.md): image, tag, title, author, date; the title links to the article. */
export function ArticleCard({ article, headingLevel = 'h3', isFeatured = false }: ArticleCardProps) {
  const tag = article.Tags[0];
  return (
    <Card
      component="article"
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <ArticleCover src={article.ImagesPath} priority={isFeatured} />
      <CardContent sx={{ flexGrow: 1 }}>
        {tag && <LabelChip label={`#${tag}`} size="small" variant="outlined" sx={{ mb: 1 }} />}
        <Typography
          variant={isFeatured ? 'h2' : 'h3'}
          component={headingLevel}
          sx={{ mb: 1, fontSize: isFeatured ? { xs: '1.25rem', md: '1.5rem' } : undefined }}
        >
          <Link component={RouterLink} to={paths.blogArticle.getHref(article.slug)} color="inherit">
            {article.TitleName}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {article.WritenBy} · <time dateTime={article.Createdate}>{formatDate(article.Createdate)}</time>
        </Typography>
      </CardContent>
    </Card>
  );
}
