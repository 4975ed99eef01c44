import { BLOG_PAGE_SIZES, type BlogSearchBy } from '@kopkar/domain';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type FormEvent, useEffect, useState } from 'react';
import { NativeSelectField } from '@/components/native-select-field';
import { TextInputField } from '@/components/text-input-field';
import { useHydrated } from '@/lib/use-hydrated';
import type { BlogFilters } from '../lib/blog-filters';

type BlogToolbarProps = { filters: BlogFilters; onChange: (change: Partial<BlogFilters>) => void };

const SEARCH_BY_OPTIONS: { value: BlogSearchBy; label: string }[] = [
  { value: 'TitleName', label: 'Judul' },
  { value: 'All', label: 'Semua isi' },
];
const PAGE_SIZE_OPTIONS = BLOG_PAGE_SIZES.map((size) => ({ value: size, label: String(size) }));

/** Search-by field (TitleName default, or All), search box and page-size choice (docs/product/screens.md, §9). */
export function BlogToolbar({ filters, onChange }: BlogToolbarProps) {
  const [searchBy, setSearchBy] = useState<BlogSearchBy>(filters.searchBy);
  const [text, setText] = useState(filters.searchParam);
  // Typed into the server's HTML before hydration, the words would be reset (useHydrated).
  const hydrated = useHydrated();
  // The URL is the truth: back/forward or a filter link updates the fields.
  useEffect(() => {
    setSearchBy(filters.searchBy);
    setText(filters.searchParam);
  }, [filters.searchBy, filters.searchParam]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    onChange({ searchBy, searchParam: text.trim(), page: 1 });
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mb: 3 }}>
      <Box
        component="form"
        role="search"
        aria-label="Cari artikel"
        onSubmit={search}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, flex: '1 1 22rem' }}
      >
        <NativeSelectField
          label="Cari berdasarkan"
          value={searchBy}
          options={SEARCH_BY_OPTIONS}
          onChange={setSearchBy}
          sx={{ flex: '0 0 9.5rem' }}
        />
        <TextInputField
          size="small"
          type="search"
          label="Kata kunci"
          value={text}
          onChange={(event) => setText(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 100, readOnly: !hydrated } }}
          sx={{ flex: '1 1 10rem' }}
        />
        <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
          Cari
        </Button>
      </Box>
      <NativeSelectField
        label="Artikel per halaman"
        value={filters.limit}
        options={PAGE_SIZE_OPTIONS}
        onChange={(limit) => onChange({ limit, page: 1 })}
        sx={{ flex: '0 0 11rem' }}
      />
    </Box>
  );
}
