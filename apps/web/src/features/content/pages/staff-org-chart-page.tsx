import type { AdminOrgChartEntry } from '@kopkar/domain';
import Avatar from '@mui/material/Avatar';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { usePageTitle } from '@/components/page-title';
import { StaffContentDialog } from '@/components/staff/staff-content-dialog';
import { StaffRowActions } from '@/components/staff/staff-row-actions';
import { useDeleteConfirm } from '@/lib/use-delete-confirm';
import { useDialogMutation } from '@/lib/use-dialog-mutation';
import { useDeleteContent } from '../api/delete-content';
import { useContentList } from '../api/get-content-list';
import { useSaveContent } from '../api/save-content';
import { StaffContentList } from '../components/staff-content-list';
import { StaffImageField } from '../components/staff-image-field';
import { useContentListParams } from '../lib/use-content-list-params';
import { useFormDraft } from '../lib/use-form-draft';

function OrgChartDialog({ entry, onClose }: { entry: AdminOrgChartEntry | null; onClose: () => void }) {
  const form = useDialogMutation(useSaveContent('orgChart'), onClose);
  const { errors } = form;
  const { draft, text } = useFormDraft(
    { pic: entry?.pic ?? '', title: entry?.title ?? '', sort: String(entry?.sort ?? 0) },
    errors,
  );
  const [photo, setPhoto] = useState<string | null | undefined>(undefined);
  const submit = () =>
    form.submit({
      id: entry?.id ?? null,
      body: { ...draft, sort: Number(draft.sort) || 0, ...(photo === undefined ? {} : { photo }) },
    });
  return (
    <StaffContentDialog
      title={entry ? 'Ubah pengurus' : 'Tambah pengurus'}
      isPending={form.isPending}
      generalError={form.generalError}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField label="Nama (PIC)" required {...text('pic')} helperText={errors.pic} />
      <TextField label="Jabatan" required {...text('title')} helperText={errors.title} />
      <TextField
        label="Urutan"
        type="number"
        {...text('sort')}
        helperText={errors.sort ?? 'Angka kecil tampil lebih dulu.'}
        slotProps={{ htmlInput: { min: 0, max: 9999 } }}
      />
      <StaffImageField
        label="Foto"
        currentUrl={entry?.photoUrl ?? null}
        value={photo}
        onChange={setPhoto}
        error={errors.photo}
      />
    </StaffContentDialog>
  );
}

/** /admin/org-chart (EDITOR, ADMIN): the organisation chart cards (photo, PIC, title, order). */
export function StaffOrgChartPage() {
  usePageTitle('Struktur Organisasi · Back Office');
  const query = useContentListParams();
  const list = useContentList('orgChart', query.params);
  const deleting = useDeleteConfirm<AdminOrgChartEntry>(useDeleteContent('orgChart'));
  const [editing, setEditing] = useState<{ entry: AdminOrgChartEntry | null } | null>(null);
  return (
    <>
      <StaffContentList
        title="Struktur Organisasi"
        noun="pengurus"
        searchLabel="Cari nama atau jabatan"
        tableLabel="Daftar pengurus"
        query={query}
        list={list}
        onAdd={() => setEditing({ entry: null })}
        columns={[
          { header: 'Urutan', cell: (entry) => entry.sort },
          {
            header: 'Foto',
            cell: (entry) => (
              <Avatar
                src={entry.photoUrl ?? undefined}
                alt={entry.photoUrl ? `Foto ${entry.pic}` : undefined}
              >
                <span aria-hidden>{entry.pic.slice(0, 1)}</span>
              </Avatar>
            ),
          },
          { header: 'Nama (PIC)', cell: (entry) => entry.pic, sx: { fontWeight: 600 } },
          { header: 'Jabatan', cell: (entry) => entry.title },
          {
            header: 'Tindakan',
            sx: { whiteSpace: 'nowrap' },
            cell: (entry) => (
              <StaffRowActions
                label={entry.pic}
                onEdit={() => setEditing({ entry })}
                onDelete={() => deleting.ask(entry)}
              />
            ),
          },
        ]}
      />
      {editing && <OrgChartDialog entry={editing.entry} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        title="Hapus pengurus"
        message={`${deleting.target?.pic ?? ''} (${deleting.target?.title ?? ''}) akan dihapus dari struktur organisasi.`}
        confirmLabel="Hapus"
        {...deleting.dialogProps}
      />
    </>
  );
}
