import { type AdminFaq, faqCategoryRenameSchema, faqInputSchema } from '@kopkar/domain';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormTextField } from '@/components/form-text-field';
import { usePageTitle } from '@/components/page-title';
import { StaffContentDialog } from '@/components/staff/staff-content-dialog';
import { StaffRowActions } from '@/components/staff/staff-row-actions';
import { useDeleteConfirm } from '@/lib/use-delete-confirm';
import { useDeleteContent } from '../api/delete-content';
import { useContentList } from '../api/get-content-list';
import { useRenameFaqCategory } from '../api/rename-faq-category';
import { useSaveContent } from '../api/save-content';
import { StaffContentList } from '../components/staff-content-list';
import { StaffHtmlEditor } from '../components/staff-html-editor';
import { sortFromText, useContentForm } from '../lib/use-content-form';
import { useContentListParams } from '../lib/use-content-list-params';

/** Plain text of an answer for the table (the HTML itself shows in the editor's preview). */
const excerptOf = (html: string) => {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 90 ? `${text.slice(0, 90)}…` : text;
};

const faqFormSchema = faqInputSchema.extend({ sort: sortFromText(faqInputSchema.shape.sort) });

function FaqDialog({ faq, onClose }: { faq: AdminFaq | null; onClose: () => void }) {
  const form = useContentForm({
    mutation: useSaveContent('faqs'),
    onClose,
    schema: faqFormSchema,
    defaultValues: {
      category: faq?.category ?? '',
      sort: String(faq?.sort ?? 0),
      answerHtml: faq?.answerHtml ?? '',
    },
    toVariables: (body) => ({ id: faq?.id ?? null, body }),
  });
  const answer = useController({ control: form.control, name: 'answerHtml' });
  return (
    <StaffContentDialog
      title={faq ? 'Ubah FAQ' : 'Tambah FAQ'}
      {...form.dialogProps}
      onClose={onClose}
      maxWidth="md"
    >
      <FormTextField
        control={form.control}
        name="category"
        label="Kategori"
        required
        helperText="Jawaban dengan kategori yang sama tampil bersama di satu lipatan."
      />
      <FormTextField
        control={form.control}
        name="sort"
        label="Urutan"
        type="number"
        helperText="Angka kecil tampil lebih dulu."
        slotProps={{ htmlInput: { min: 0, max: 9999 } }}
      />
      <StaffHtmlEditor
        label="Jawaban"
        initialHtml={faq?.answerHtml ?? ''}
        onChange={answer.field.onChange}
        error={answer.fieldState.error?.message}
      />
    </StaffContentDialog>
  );
}

function RenameCategoryDialog({ onClose }: { onClose: () => void }) {
  const form = useContentForm({
    mutation: useRenameFaqCategory(),
    onClose,
    schema: faqCategoryRenameSchema,
    defaultValues: { from: '', to: '' },
    toVariables: (body) => body,
  });
  return (
    <StaffContentDialog title="Ganti nama kategori" {...form.dialogProps} onClose={onClose}>
      <FormTextField
        control={form.control}
        name="from"
        label="Nama kategori sekarang"
        required
        helperText="Tulis persis seperti di daftar, mis. Pinjaman."
      />
      <FormTextField
        control={form.control}
        name="to"
        label="Nama kategori baru"
        required
        helperText="Semua jawaban di kategori ini ikut berpindah."
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
