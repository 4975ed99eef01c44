import type { BlogPage } from '@kopkar/domain';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { visuallyHidden } from '@/components/visually-hidden';

type BlogPaginationBarProps = { page: BlogPage; onPage: (page: number) => void };

/** The page number a paginator URL points at (only its query matters: any base reads it, on the server too). */
const pageOf = (url: string | null) =>
  url ? Number(new URL(url, 'http://page.invalid').searchParams.get('page')) : null;

/**
 * On a phone the buttons show only their chevron (their words stay for screen readers): with both words and the
 * page status the bar was wider than a 390 px screen and wrapped onto a second line.
 */
const labelSx = (theme: Theme) => ({ [theme.breakpoints.down('sm')]: visuallyHidden });

type PageButtonProps = { label: string; icon: ReactNode; iconSide: 'start' | 'end'; target: number | null };

function PageButton({
  label,
  icon,
  iconSide,
  target,
  onPage,
}: PageButtonProps & { onPage: (page: number) => void }) {
  return (
    <Button
      variant="outlined"
      disabled={target === null}
      onClick={() => target !== null && onPage(target)}
      sx={{ flexShrink: 0, minWidth: 48, minHeight: 44, px: { xs: 1, sm: 2 }, gap: 0.5 }}
    >
      {iconSide === 'start' && icon}
      <Box component="span" sx={labelSx}>
        {label}
      </Box>
      {iconSide === 'end' && icon}
    </Button>
  );
}

/**
 * Previous, current of last, next, and the total (docs/product/screens.md), on one line at every width. A button moves only when
 * the server names a previous or next page (docs/product/validation.md); otherwise it is disabled.
 */
export function BlogPaginationBar({ page, onPage }: BlogPaginationBarProps) {
  return (
    <Stack
      component="nav"
      aria-label="Halaman artikel"
      direction="row"
      spacing={1}
      sx={{ mt: 3, alignItems: 'center', justifyContent: 'space-between' }}
    >
      <PageButton
        label="Sebelumnya"
        icon={<ChevronLeft />}
        iconSide="start"
        target={pageOf(page.prev_page_url)}
        onPage={onPage}
      />
      <Typography aria-live="polite" sx={{ textAlign: 'center', minWidth: 0 }}>
        Halaman {page.current_page} dari {page.last_page}
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          Total {page.total} artikel
        </Typography>
      </Typography>
      <PageButton
        label="Berikutnya"
        icon={<ChevronRight />}
        iconSide="end"
        target={pageOf(page.next_page_url)}
        onPage={onPage}
      />
    </Stack>
  );
}
