import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import Box from '@mui/material/Box';

/**
 * The cover picture (decorative: the title says what the article is), or a quiet placeholder. `priority` marks a
 * cover that is on screen when the page opens (the newest articles, an article's own cover): it is the page's
 * largest paint, so it loads at once and ahead of the other pictures; every other cover waits until it nears view.
 */
export function ArticleCover({ src, priority = false }: { src: string | null; priority?: boolean }) {
  if (!src) {
    return (
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
    );
  }
  return (
    <Box
      component="img"
      src={src}
      alt=""
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      width={800}
      height={450}
      sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover', display: 'block' }}
    />
  );
}
