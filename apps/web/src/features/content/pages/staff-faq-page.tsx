import type { AdminFaq } from '@kopkar/domain';
import Button from '@mui/material/Button';
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
import { useRenameFaqCategory } from '../api/rename-faq-category';
import { useSaveContent } from '../api/save-content';
import { StaffContentList } from '../components/staff-content-list';
import { StaffHtmlEditor } from '../components/staff-html-editor';
import { useContentListParams } from '../lib/use-content-list-params';
import { useFormDraft } from '../lib/use-form-draft';

/** Plain text of an answer for the table (the HTML itself shows in the editor's preview). */
const excerptOf = (html: string) => {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 90 ? `${text.slice(0, 90)}…` : text;
};

function FaqDialog({ faq, onClose }: { faq: AdminFaq | null; onClose: () => void }) {
  const form = useDialogMutation(useSaveContent('faqs'), onClose);
  const { errors } = form;
  const { draft, text } = useFormDraft(
    { category: faq?.category ?? '', sort: String(faq?.sort ?? 0) },
    errors,
  );
  const [answerHtml, setAnswerHtml] = useState(faq?.answerHtml ?? '');
  const submit = () =>
    form.submit({ id: faq?.id ?? null, body: { ...draft, answerHtml, sort: Number(draft.sort) || 0 } });
  return (
    <StaffContentDialog
      title={faq ? 'Ubah FAQ' : 'Tambah FAQ'}
      isPending={form.isPending}
      generalError={form.generalError}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="md"
    >
      <TextField
        label="Kategori"
        required
        {...text('category')}
        helperText={errors.category ?? 'Jawaban dengan kategori yang sama tampil bersama di satu lipatan.'}
      />
      <TextField
        label="Urutan"
        type="number"
        {...text('sort')}
        helperText={errors.sort ?? 'Angka kecil tampil lebih dulu.'}
        slotProps={{ htmlInput: { min: 0, max: 9999 } }}
      />
      <StaffHtmlEditor
        label="Jawaban"
        initialHtml={faq?.answerHtml ?? ''}
        onChange={setAnswerHtml}
        error={errors.answerHtml}
      />
    </StaffContentDialog>
  );
}

function RenameCategoryDialog({ onClose }: { onClose: () => void }) {
  const form = useDialogMutation(useRenameFaqCategory(), onClose);
  const { errors } = form;
  const { draft, text } = useFormDraft({ from: '', to: '' }, errors);
  const submit = () => form.submit({ from: draft.from.trim(), to: draft.to.trim() });
  return (
    <StaffContentDialog
      title="Ganti nama kategori"
      isPending={form.isPending}
      generalError={form.generalError}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label="Nama kategori sekarang"
        required
        {...text('from')}
        helperText={errors.from ?? 'Tulis persis seperti di daftar, mis. Pinjaman.'}
      />
      <TextField
        label="Nama kategori baru"
        required
        {...text('to')}
        helperText={errors.to ?? 'Semua jawaban di kategori ini ikut berpindah.'}
      />
    </StaffContentDialog>
  );
}

/** /admin/faq (EDITOR, ADMIN): FAQ answers by category and order; add, edit, delete. */
export function StaffFaqPage() {
  usePageTitle('FAQ · Back Office');
  const query = useContentListParams();
  const list = useContentList('faqs', query.params);
  const deleting = useDeleteConfirm<AdminFaq>(useDeleteContent('faqs'));
  const [editing, setEditing] = useState<{ faq: AdminFaq | null } | null>(null);
  const [isRenaming, setIsRenaming] = useState(false);
  return (
    <>
      <StaffContentList
        title="FAQ"
        noun="FAQ"
        searchLabel="Cari kategori atau jawaban"
        tableLabel="Daftar FAQ"
        query={query}
        list={list}
        onAdd={() => setEditing({ faq: null })}
        columns={[
          { header: 'Urutan', cell: (faq) => faq.sort },
          { header: 'Kategori', cell: (faq) => faq.category, sx: { fontWeight: 600 } },
          { header: 'Jawaban', cell: (faq) => excerptOf(faq.answerHtml), sx: { minWidth: 240 } },
          {
            header: 'Tindakan',
            sx: { whiteSpace: 'nowrap' },
            cell: (faq) => (
              <StaffRowActions
                label={`FAQ ${faq.category} #${faq.id}`}
                onEdit={() => setEditing({ faq })}
                onDelete={() => deleting.ask(faq)}
              />
            ),
          },
        ]}
      >
        <Button variant="outlined" size="small" onClick={() => setIsRenaming(true)} sx={{ mb: 2 }}>
          Ganti nama kategori
        </Button>
      </StaffContentList>
      {editing && <FaqDialog faq={editing.faq} onClose={() => setEditing(null)} />}
      {isRenaming && <RenameCategoryDialog onClose={() => setIsRenaming(false)} />}
      <ConfirmDialog
        title="Hapus FAQ"
        message={`Jawaban kategori ${deleting.target?.category ?? ''} akan dihapus dan tidak tampil lagi untuk anggota.`}
        confirmLabel="Hapus"
        {...deleting.dialogProps}
      />
    </>
  );
}
