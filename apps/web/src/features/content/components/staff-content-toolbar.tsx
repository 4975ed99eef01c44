import Search from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';

type StaffContentToolbarProps = {
  title: string;
  searchLabel: string;
  addLabel?: string;
  onSearch: (search: string) => void;
  onAdd?: () => void;
};

/** Heading, a search box (applied on Enter or Cari) and the add button of a content list. */
export function StaffContentToolbar({
  title,
  searchLabel,
  addLabel,
  onSearch,
  onAdd,
}: StaffContentToolbarProps) {
  const [draft, setDraft] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  return (
    <Stack spacing={2} sx={{ mb: 2 }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
      >
        <Typography variant="h1">{title}</Typography>
        {onAdd && addLabel && (
          <Button variant="contained" onClick={onAdd}>
            {addLabel}
          </Button>
        )}
      </Stack>
      <Stack
        component="form"
        role="search"
        direction="row"
        spacing={1}
        onSubmit={submit}
        sx={{ maxWidth: 520 }}
      >
        <TextField
          size="small"
          label={searchLabel}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
        <Button type="submit" variant="outlined">
          Cari
        </Button>
      </Stack>
    </Stack>
  );
}
