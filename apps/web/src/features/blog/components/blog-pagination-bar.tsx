import type { BlogPage } from '@kopkar/domain';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type BlogPaginationBarProps = { page: BlogPage; onPage: (page: number) => void };

/** The page number a paginator URL points at (only its query matters: any base reads it, on the server too). */
const pageOf = (url: string | null) =>
  url ? Number(new URL(url, 'http://page.invalid').searchParams.get('page')) : null;

/**
 * Previous, current of last, next, and the total (SPEC §2). A button moves only when the server names a previous or
 * next page (SPEC §5); otherwise it is disabled.
 */
export function BlogPaginationBar({ page, onPage }: BlogPaginationBarProps) {
  const previous = pageOf(page.prev_page_url);
  const next = pageOf(page.next_page_url);
  return (
    <Stack
      component="nav"
      aria-label="Halaman artikel"
      direction="row"
      spacing={1}
      sx={{ mt: 3, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}
    >
      <Button
        variant="outlined"
        startIcon={<ChevronLeft />}
        disabled={previous === null}
        onClick={() => previous !== null && onPage(previous)}
      >
        Sebelumnya
      </Button>
      <Typography aria-live="polite" sx={{ textAlign: 'center' }}>
        Halaman {page.current_page} dari {page.last_page}
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          Total {page.total} artikel
        </Typography>
      </Typography>
      <Button
        variant="outlined"
        endIcon={<ChevronRight />}
        disabled={next === null}
        onClick={() => next !== null && onPage(next)}
      >
        Berikutnya
      </Button>
    </Stack>
  );
}
