import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type StaffPagerProps = { page: number; pageSize: number; total: number; onPage: (page: number) => void };

/** 'Menampilkan 1–20 dari 53' and the page buttons (pages from 1); nothing when there are no rows. */
export function StaffPager({ page, pageSize, total, onPage }: StaffPagerProps) {
  if (total === 0) return null;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ mt: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
    >
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        Menampilkan {first}–{last} dari {total}
      </Typography>
      {pageCount > 1 && (
        <Pagination
          count={pageCount}
          page={page}
          onChange={(_event, next) => onPage(next)}
          siblingCount={0}
          getItemAriaLabel={(type, item) =>
            type === 'page'
              ? `Halaman ${item}`
              : type === 'next'
                ? 'Halaman berikutnya'
                : 'Halaman sebelumnya'
          }
        />
      )}
    </Stack>
  );
}
