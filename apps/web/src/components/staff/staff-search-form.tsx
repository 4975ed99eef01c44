import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type FormEvent, type ReactNode, useState } from 'react';

type StaffSearchFormProps = {
  /** The search landmark's name, e.g. 'Cari anggota'. */
  label: string;
  searchLabel: string;
  onSearch: (text: string) => void;
  /** Filters between the text box and Cari (e.g. a Status select, applied at once by the page). */
  children?: ReactNode;
  mb?: number;
};

/** The search bar of a back-office list: a text box (applied on Enter or Cari) and optional filters. */
export function StaffSearchForm({ label, searchLabel, onSearch, children, mb = 2 }: StaffSearchFormProps) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label={label}
      onSubmit={submit}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb, alignItems: 'flex-start' }}
    >
      <TextField
        label={searchLabel}
        size="small"
        value={text}
        onChange={(event) => setText(event.target.value)}
        sx={{ flex: '1 1 16rem' }}
      />
      {children}
      <Button type="submit" variant="contained">
        Cari
      </Button>
    </Box>
  );
}
