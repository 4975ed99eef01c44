import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import Box from '@mui/material/Box';

/** The cover picture (decorative: the title says what the article is), or a quiet placeholder. */
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
      width={800}
      height={450}
      sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover', display: 'block' }}
    />
  );
}
