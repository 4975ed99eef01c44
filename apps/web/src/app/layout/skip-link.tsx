import Link from '@mui/material/Link';

/** First focusable element: jumps keyboard users past the header. */
export function SkipLink() {
  return (
    <Link
      href="#main"
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: 3000,
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        borderRadius: 1,
        boxShadow: 2,
        '&:focus': { top: 8 },
      }}
    >
      Langsung ke konten utama
    </Link>
  );
}
