import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { sanitiseEditorHtml } from '@/lib/editor-html';

type SafeHtmlProps = {
  html: string;
  /** `article` reads a little larger (blog articles); `page` for static pages, FAQ answers and previews. */
  variant?: 'article' | 'page';
};

/**
 * Editor-written HTML (articles, static pages, FAQ answers). The API sanitised it on save; it is sanitised
 * again here with the same allow-list before it reaches the DOM: defence in depth for a row written around
 * the API.
 */
export function SafeHtml({ html, variant = 'page' }: SafeHtmlProps) {
  const clean = useMemo(() => sanitiseEditorHtml(html), [html]);
  const isArticle = variant === 'article';
  return (
    <Box
      sx={{
        fontSize: isArticle ? '1.0625rem' : undefined,
        '& h2': { typography: 'h2', mt: isArticle ? 4 : 3, mb: 1.5 },
        '& h3': { typography: 'h3', mt: isArticle ? 3 : 2.5, mb: 1 },
        '& p, & li': { lineHeight: isArticle ? 1.75 : 1.7 },
        '& ol, & ul': { pl: 3 },
        '& li + li': { mt: 1 },
        '& a': { color: 'primary.dark' },
        '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
        '& blockquote': {
          borderLeft: 4,
          borderColor: 'primary.main',
          m: 0,
          my: 2,
          pl: 2,
          color: 'text.secondary',
        },
        '& pre': { overflowX: 'auto', bgcolor: 'action.hover', p: 2, borderRadius: 1 },
        '& > :first-of-type': { mt: 0 },
      }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with the API's allow-list on the line above
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
