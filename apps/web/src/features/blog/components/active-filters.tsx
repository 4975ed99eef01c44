import { formatPeriod } from '@kopkar/domain';
import CancelIcon from '@mui/icons-material/Cancel';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { lazy, Suspense } from 'react';
import type { BlogFilters } from '../lib/blog-filters';

// Removable chips only show on a filtered list: MUI's Chip (2.7 kB gzip) loads then, not with every visit of /blog
// (docs/conventions.md rule 20). "Hapus semua filter" does not wait for it.
const Chip = lazy(() => import('@mui/material/Chip'));

type ActiveFiltersProps = { filters: BlogFilters; onChange: (change: Partial<BlogFilters>) => void };

/** The filters narrowing the list, each removable, and one button to remove them all. */
export function ActiveFilters({ filters, onChange }: ActiveFiltersProps) {
  const chips = [
    filters.category && { key: 'category', label: `Kategori: ${filters.category}`, clear: { category: '' } },
    filters.archive && {
      key: 'archive',
      label: `Arsip: ${formatPeriod(filters.archive)}`,
      clear: { archive: '' },
    },
    filters.searchParam && {
      key: 'search',
      label: `${filters.searchBy === 'All' ? 'Semua isi' : 'Judul'}: "${filters.searchParam}"`,
      clear: { searchParam: '' },
    },
  ].filter(Boolean) as { key: string; label: string; clear: Partial<BlogFilters> }[];
  if (chips.length === 0) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2, alignItems: 'center' }}>
      <Suspense fallback={null}>
        {chips.map((chip) => (
          <Chip
            key={chip.key}
            label={chip.label}
            onDelete={() => onChange({ ...chip.clear, page: 1 })}
            deleteIcon={<CancelIcon aria-label={`Hapus filter ${chip.label}`} aria-hidden={false} />}
          />
        ))}
      </Suspense>
      <Button size="small" onClick={() => onChange({ category: '', archive: '', searchParam: '', page: 1 })}>
        Hapus semua filter
      </Button>
    </Stack>
  );
}
