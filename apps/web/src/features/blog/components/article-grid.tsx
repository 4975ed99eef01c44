import type { BlogArticle } from '@kopkar/domain';
import Box from '@mui/material/Box';
import { SkeletonBlock } from '@/components/skeleton-block';
import { ArticleCard } from './article-card';

const gridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
  listStyle: 'none',
  p: 0,
  m: 0,
} as const;

/** The thumbnail grid of docs/product/screens.md, as a list so screen readers announce how many articles it holds. */
export function ArticleGrid({ articles, label }: { articles: BlogArticle[]; label: string }) {
  return (
    <Box component="ul" aria-label={label} sx={gridSx}>
      {articles.map((article) => (
        <li key={article.id}>
          <ArticleCard article={article} />
        </li>
      ))}
    </Box>
  );
}

export function ArticleGridSkeleton({ count }: { count: number }) {
  return (
    <Box aria-hidden sx={gridSx}>
      {Array.from({ length: Math.min(count, 6) }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <SkeletonBlock key={index} height={280} rounded />
      ))}
    </Box>
  );
}
