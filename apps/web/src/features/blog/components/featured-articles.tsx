import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SkeletonBlock } from '@/components/skeleton-block';
import { useNewestArticles } from '../api/get-blog-newest';
import { ArticleCard } from './article-card';

/** The two newest articles as the list's header (docs/product/screens.md); hidden when there are none or they fail to load. */
export function FeaturedArticles() {
  const newest = useNewestArticles(2);
  if (newest.isError || newest.data?.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="blog-newest-heading" sx={{ mb: 4 }}>
      <Typography id="blog-newest-heading" variant="h2" sx={{ mb: 2 }}>
        Artikel Terbaru
      </Typography>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}
      >
        {newest.data
          ? newest.data.map((article) => (
              <ArticleCard key={article.id} article={article} headingLevel="h3" isFeatured />
            ))
          : [1, 2].map((key) => <SkeletonBlock key={key} height={340} rounded />)}
      </Box>
    </Box>
  );
}
