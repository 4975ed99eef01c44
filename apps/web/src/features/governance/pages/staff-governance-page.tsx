import {
  type AdminGovernanceDocument,
  formatDate,
  GOVERNANCE_KIND_LABELS,
  type GovernanceDocumentKind,
} from '@kopkar/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageSkeleton } from '@/components/page-skeleton';
import { usePageTitle } from '@/components/page-title';
import { SectionCard } from '@/components/staff/section-card';
import { StaffContentDialog } from '@/components/staff/staff-content-dialog';
import { StaffDataTable } from '@/components/staff/staff-data-table';
import { StaffRowActions } from '@/components/staff/staff-row-actions';
import { getErrorMessage } from '@/lib/api-client';
import { enqueueSnackbar } from '@/lib/toast';
import { useDeleteConfirm } from '@/lib/use-delete-confirm';
import { useDialogMutation } from '@/lib/use-dialog-mutation';
import { useDeleteGovernanceDocument } from '../api/delete-governance-document';
import { downloadGovernanceDocument } from '../api/download-governance-document';
import { useStaffGovernanceDocuments } from '../api/get-staff-governance-documents';
import { useUpdateGovernanceDocument } from '../api/update-governance-document';
import { GovernanceMetadataFields, toMetadata } from '../components/staff-governance-metadata-fields';
import { GovernanceUploadForm } from '../components/staff-governance-upload-form';

function EditDialog({ document, onClose }: { document: AdminGovernanceDocument; onClose: () => void }) {
  const form = useDialogMutation(useUpdateGovernanceDocument(), onClose);
  const [draft, setDraft] = useState({
    kind: document.kind,
    title: document.title,
    year: document.year === null ? '' : String(document.year),
    publishedOn: document.publishedOn,
  });
  return (
    <StaffContentDialog
      title="Ubah dokumen"
      isPending={form.isPending}
      generalError={form.generalError}
      onSubmit={() => form.submit({ id: document.id, body: toMetadata(draft) })}
      onClose={onClose}
      maxWidth="md"
    >
      <Typography variant="body2" color="text.secondary">
        File PDF tetap sama. Untuk mengganti file, hapus dokumen ini lalu unggah yang baru.
      </Typography>
      <GovernanceMetadataFields draft={draft} onChange={setDraft} errors={form.errors} />
    </StaffContentDialog>
  );
}

async function download(document: AdminGovernanceDocument) {
  try {
    await downloadGovernanceDocument(document);
  } catch (error) {
    enqueueSnackbar(getErrorMessage(error), { variant: 'error' });
  }
}

const kindLabel = (kind: GovernanceDocumentKind) => GOVERNANCE_KIND_LABELS[kind];

/** /admin/governance-documents (ADMIN): upload AD/ART, RAT reports and minutes, announcements; correct or delete. */
export function StaffGovernancePage() {
  usePageTitle('Dokumen Koperasi · Back Office');
  const list = useStaffGovernanceDocuments();
  const deleting = useDeleteConfirm<AdminGovernanceDocument>(useDeleteGovernanceDocument());
  const [editing, setEditing] = useState<AdminGovernanceDocument | null>(null);
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h1" gutterBottom>
          Dokumen Koperasi
        </Typography>
        <Typography color="text.secondary">
          AD/ART, laporan dan notulen RAT, serta pengumuman. Anggota yang sudah login dapat membaca dan
          mengunduhnya di halaman Dokumen; pengunjung tanpa login tidak.
        </Typography>
      </div>
      <SectionCard title="Unggah dokumen">
        <GovernanceUploadForm />
      </SectionCard>
      <SectionCard title="Dokumen terbit">
        {list.isLoading && <PageSkeleton />}
        {list.isError && <Alert severity="error">{getErrorMessage(list.error)}</Alert>}
        {list.data?.length === 0 && (
          <Typography color="text.secondary">
            Belum ada dokumen. Unggah AD/ART atau laporan RAT dengan formulir di atas.
          </Typography>
        )}
        <StaffDataTable
          label="Daftar dokumen koperasi"
          items={list.data ?? []}
          columns={[
            { header: 'Jenis', cell: (document) => kindLabel(document.kind), sx: { whiteSpace: 'nowrap' } },
            { header: 'Tahun', cell: (document) => document.year ?? '–' },
            { header: 'Judul', cell: (document) => document.title, sx: { fontWeight: 600, minWidth: 200 } },
            {
              header: 'Terbit',
              cell: (document) => formatDate(document.publishedOn),
              sx: { whiteSpace: 'nowrap' },
            },
            {
              header: 'Tindakan',
              sx: { whiteSpace: 'nowrap' },
              cell: (document) => (
                <>
                  <Button
                    size="small"
                    onClick={() => void download(document)}
                    aria-label={`Unduh ${document.title}`}
                  >
                    Unduh
                  </Button>
                  <StaffRowActions
                    label={document.title}
                    onEdit={() => setEditing(document)}
                    onDelete={() => deleting.ask(document)}
                  />
                </>
              ),
            },
          ]}
        />
      </SectionCard>
      {editing && <EditDialog document={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        title="Hapus dokumen"
        message={`${deleting.target?.title ?? ''} akan dihapus beserta file PDF-nya dan tidak lagi dapat diunduh anggota.`}
        confirmLabel="Hapus"
        {...deleting.dialogProps}
      />
    </Stack>
  );
}
