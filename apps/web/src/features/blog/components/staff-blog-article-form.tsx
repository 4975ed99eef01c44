import {
  type AdminBlogArticle,
  BLOG_SLUG_MAX_LENGTH,
  type BlogArticleInput,
  toJakartaDate,
} from '@kopkar/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useState } from 'react';
import { SkeletonBlock } from '@/components/skeleton-block';
import { getErrorMessage } from '@/lib/api-client';
import { readFieldErrors } from '@/lib/staff-field-errors';

const BlogRichTextEditor = lazy(() => import('@/components/staff/rich-text-editor'));

export type ArticleDraft = {
  title: string;
  slug: string;
  category: string;
  tags: string;
  author: string;
  publishDate: string;
  bodyHtml: string;
};

/** The form's text for an article (tags as one comma-separated line, the date as the Jakarta calendar day). */
export function toDraft(article: AdminBlogArticle | undefined, defaultAuthor: string): ArticleDraft {
  const date = article?.publishedAt ? toJakartaDate(article.publishedAt) : '';
  return {
    title: article?.title ?? '',
    slug: article?.slug ?? '',
    category: article?.category ?? '',
    tags: article?.tags.join(', ') ?? '',
    author: article?.author ?? defaultAuthor,
    publishDate: date,
    bodyHtml: article?.bodyHtml ?? '',
  };
}

export function toInput(draft: ArticleDraft): BlogArticleInput {
  return {
    title: draft.title,
    slug: draft.slug.trim(),
    category: draft.category,
    tags: draft.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    author: draft.author,
    bodyHtml: draft.bodyHtml,
    publishDate: draft.publishDate || null,
  };
}

type BlogArticleFormProps = {
  initial: ArticleDraft;
  error: unknown;
  isSaving: boolean;
  onSave: (draft: ArticleDraft) => void;
  /** A draft is saved with what is on screen, then published (nothing typed is lost). */
  onSaveAndPublish?: ((draft: ArticleDraft) => void) | undefined;
  isPublishing?: boolean;
  children?: React.ReactNode;
};

/** Title, slug, category, tags, author, publish date and the rich-text body; the server's 422 shows per field. */
export function BlogArticleForm({
  initial,
  error,
  isSaving,
  onSave,
  onSaveAndPublish,
  isPublishing = false,
  children,
}: BlogArticleFormProps) {
  const [draft, setDraft] = useState(initial);
  const bodyLabelId = useId();
  const fieldErrors = readFieldErrors(error);
  const set = (field: keyof ArticleDraft) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));
  const field = (name: keyof ArticleDraft) => ({
    value: draft[name],
    onChange: set(name),
    error: Boolean(fieldErrors[name]),
    helperText: fieldErrors[name],
  });
  const otherError = error && Object.keys(fieldErrors).length === 0 ? getErrorMessage(error) : null;

  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      onSubmit={(event) => {
        event.preventDefault();
        onSave(draft);
      }}
    >
      {otherError && <Alert severity="error">{otherError}</Alert>}
      <TextField label="Judul" required {...field('title')} />
      <TextField
        label="Slug (alamat artikel)"
        {...field('slug')}
        helperText={fieldErrors.slug ?? 'Kosongkan untuk dibuat dari judul, mis. rapat-anggota-tahunan'}
        slotProps={{ htmlInput: { maxLength: BLOG_SLUG_MAX_LENGTH } }}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField label="Kategori" required {...field('category')} />
        <TextField label="Penulis" required {...field('author')} />
        <TextField
          label="Tag"
          {...field('tags')}
          helperText={fieldErrors.tags ?? 'Pisahkan dengan koma, mis. keuangan, tips'}
        />
        <TextField
          label="Tanggal terbit"
          type="date"
          {...field('publishDate')}
          helperText={
            fieldErrors.publishDate ?? 'Kosongkan untuk hari ini saat diterbitkan; tanggal depan menjadwalkan'
          }
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
      <div>
        <Typography id={bodyLabelId} component="label" sx={{ display: 'block', mb: 1, fontWeight: 600 }}>
          Isi artikel *
        </Typography>
        <Suspense fallback={<SkeletonBlock height={330} rounded />}>
          <BlogRichTextEditor
            initialHtml={initial.bodyHtml}
            labelId={bodyLabelId}
            isInvalid={Boolean(fieldErrors.bodyHtml)}
            onChange={(bodyHtml) => setDraft((current) => ({ ...current, bodyHtml }))}
          />
        </Suspense>
        {fieldErrors.bodyHtml && (
          <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
            {fieldErrors.bodyHtml}
          </Typography>
        )}
      </div>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button type="submit" variant="contained" loading={isSaving}>
          Simpan
        </Button>
        {onSaveAndPublish && (
          <Button
            variant="outlined"
            color="success"
            loading={isPublishing}
            disabled={isSaving}
            onClick={() => onSaveAndPublish(draft)}
          >
            Terbitkan
          </Button>
        )}
        {children}
      </Stack>
    </Stack>
  );
}
