import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import type { AuditFilter } from '../api/get-audit-log';
import { AUDIT_ACTION_OPTIONS, AUDIT_ENTITY_OPTIONS } from '../lib/staff-audit';

export type AuditCriteria = Omit<AuditFilter, 'page' | 'pageSize'>;

export const emptyAuditCriteria: AuditCriteria = {
  entity: '',
  action: '',
  actorKind: '',
  actorId: '',
  from: '',
  to: '',
};

/** Entity, action, actor and date range; applied with 'Terapkan filter' (not on every key stroke). */
export function StaffAuditFilters({ onApply }: { onApply: (criteria: AuditCriteria) => void }) {
  const [draft, setDraft] = useState(emptyAuditCriteria);
  const field = (name: keyof AuditCriteria) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [name]: event.target.value })),
    size: 'small' as const,
    sx: { flex: '1 1 10rem' },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const reset = () => {
    setDraft(emptyAuditCriteria);
    onApply(emptyAuditCriteria);
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label="Filter log audit"
      onSubmit={submit}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2 }}
    >
      <TextField select label="Entitas" {...field('entity')}>
        <MenuItem value="">Semua</MenuItem>
        {AUDIT_ENTITY_OPTIONS.map(([value, label]) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label="Aksi" {...field('action')}>
        <MenuItem value="">Semua</MenuItem>
        {AUDIT_ACTION_OPTIONS.map(([value, label]) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label="Jenis pelaku" {...field('actorKind')}>
        <MenuItem value="">Semua</MenuItem>
        <MenuItem value="staff">Petugas</MenuItem>
        <MenuItem value="member">Anggota</MenuItem>
        <MenuItem value="system">Sistem</MenuItem>
      </TextField>
      <TextField
        label="ID pelaku"
        {...field('actorId')}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <TextField
        type="date"
        label="Dari tanggal"
        {...field('from')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        label="Sampai tanggal"
        {...field('to')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained">
          Terapkan filter
        </Button>
        <Button onClick={reset}>Reset</Button>
      </Box>
    </Box>
  );
}
