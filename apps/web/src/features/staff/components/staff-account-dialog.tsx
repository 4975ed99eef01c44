import type { CompanyWithChain } from '@kopkar/domain';
import { STAFF_ROLES, type StaffAccount, type StaffRole } from '@kopkar/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { getErrorMessage } from '@/lib/api-client';
import { readFieldErrors } from '@/lib/staff-field-errors';
import { describeStaffRole } from '@/lib/staff-roles';
import { enqueueSnackbar } from '@/lib/toast';
import { type StaffSave, useSaveStaffAccount } from '../api/save-staff-account';

type Draft = {
  username: string;
  name: string;
  email: string;
  role: StaffRole;
  jobTitle: string;
  companyId: string;
  password: string;
};

const toDraft = (account: StaffAccount | null): Draft => ({
  username: account?.username ?? '',
  name: account?.name ?? '',
  email: account?.email ?? '',
  role: account?.role ?? 'APPROVER',
  jobTitle: account?.jobTitle ?? '',
  companyId: account?.companyId ? String(account.companyId) : '',
  password: '',
});

/** The draft as the create (POST) or edit (PATCH) request; empty optional fields are sent as null. */
export function buildStaffSave(account: StaffAccount | null, draft: Draft): StaffSave {
  const common = {
    name: draft.name.trim(),
    email: draft.email.trim() || null,
    role: draft.role,
    jobTitle: draft.jobTitle.trim() || null,
    companyId: draft.companyId ? Number(draft.companyId) : null,
  };
  if (account) return { id: account.id, request: common };
  return {
    id: null,
    request: { ...common, username: draft.username.trim().toLowerCase(), password: draft.password },
  };
}

type StaffAccountDialogProps = {
  /** The account to edit; null to create one. */
  account: StaffAccount | null;
  companies: readonly CompanyWithChain[];
  onClose: () => void;
};

/** Create or edit a staff account; the server's 422 field errors appear under their fields. */
export function StaffAccountDialog({ account, companies, onClose }: StaffAccountDialogProps) {
  const id = useId();
  const [draft, setDraft] = useState(() => toDraft(account));
  const save = useSaveStaffAccount();
  const fieldErrors = readFieldErrors(save.error);
  const generalError =
    save.error && Object.keys(fieldErrors).length === 0 ? getErrorMessage(save.error) : null;
  const field = (name: keyof Draft) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [name]: event.target.value })),
    error: Boolean(fieldErrors[name]),
    helperText: fieldErrors[name],
    fullWidth: true,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(buildStaffSave(account, draft), {
      onSuccess: (message) => {
        enqueueSnackbar(message, { variant: 'success' });
        onClose();
      },
    });
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} maxWidth="sm" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={`${id}-title`}>
          {account ? `Ubah petugas ${account.username}` : 'Tambah petugas'}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <div aria-live="polite">{generalError && <Alert severity="error">{generalError}</Alert>}</div>
            <TextField
              label="Username"
              required
              disabled={account !== null}
              autoComplete="off"
              {...field('username')}
              helperText={fieldErrors.username ?? 'Huruf kecil, angka, titik, garis bawah atau tanda hubung'}
            />
            <TextField label="Nama" required {...field('name')} />
            <TextField label="E-mail" type="email" {...field('email')} />
            <TextField select label="Peran" required {...field('role')}>
              {STAFF_ROLES.map((role) => (
                <MenuItem key={role} value={role}>
                  {describeStaffRole(role)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Jabatan"
              {...field('jobTitle')}
              helperText={
                fieldErrors.jobTitle ?? 'Wajib untuk approver: sama dengan jabatan di rantai persetujuan'
              }
            />
            <TextField
              select
              label="Perusahaan"
              {...field('companyId')}
              slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            >
              <MenuItem value="">Semua perusahaan</MenuItem>
              {companies.map((company) => (
                <MenuItem key={company.id} value={String(company.id)}>
                  {company.code} · {company.name}
                </MenuItem>
              ))}
            </TextField>
            {account === null && (
              <TextField
                label="Password awal"
                type="password"
                required
                autoComplete="new-password"
                {...field('password')}
                helperText={fieldErrors.password ?? 'Sampaikan kepada petugas; ia dapat menggantinya nanti'}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Batal</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Simpan
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
