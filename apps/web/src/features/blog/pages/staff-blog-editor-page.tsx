import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageSkeleton } from '@/components/page-skeleton';
import { usePageTitle } from '@/components/page-title';
import { RouterLink } from '@/components/router-link';
import { SectionCard } from '@/components/staff/section-card';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useStaffSession } from '@/lib/session';
import { enqueueSnackbar } from '@/lib/toast';
import { useStaffArticle } from '../api/get-staff-article';
import { type ArticleAction, useArticleAction } from '../api/run-article-action';
import { useSaveArticle } from '../api/save-article';
import { type ArticleDraft, BlogArticleForm, toDraft, toInput } from '../components/staff-blog-article-form';
import { BlogCoverUpload } from '../components/staff-blog-cover-upload';

/** /admin/blog/new and /admin/blog/:id: write, save, publish or unpublish, cover picture, delete. */
export function StaffBlogEditorPage() {
  const { id } = useParams();
  const articleId = id && /^\d+$/.test(id) ? Number(id) : null;
  usePageTitle(articleId ? 'Ubah Artikel · Back Office' : 'Tulis Artikel · Back Office');
  const staffName = useStaffSession()?.staff.name ?? '';
  const article = useStaffArticle(articleId);
  const save = useSaveArticle();
  const act = useArticleAction();
  const navigate = useNavigate();
  const [confirmDelete, setConfirmDelete] = useState(false);

  if (articleId && article.isPending) return <PageSkeleton />;
  if (articleId && article.isError) return <Alert severity="error">{getErrorMessage(article.error)}</Alert>;
  const current = article.data;

  const onSave = (draft: ArticleDraft) =>
    save.mutate(
      { id: articleId, input: toInput(draft) },
      {
        onSuccess: (saved) => {
          enqueueSnackbar('Artikel disimpan', { variant: 'success' });
          if (articleId === null) navigate(paths.staff.blogArticle.getHref(saved.id), { replace: true });
        },
      },
    );
  /** Saves what is on screen (creating the article when new), then publishes it. */
  const onSaveAndPublish = (draft: ArticleDraft) =>
    save.mutate(
      { id: articleId, input: toInput(draft) },
      {
        onSuccess: (saved) =>
          act.mutate(
            { id: saved.id, action: 'publish' },
            {
              onSuccess: (message) => {
                enqueueSnackbar(message, { variant: 'success' });
                if (articleId === null)
                  navigate(paths.staff.blogArticle.getHref(saved.id), { replace: true });
              },
              onError: (error) => enqueueSnackbar(getErrorMessage(error), { variant: 'error' }),
            },
          ),
      },
    );
  const feedbackOf = (action: ArticleAction) => ({
    onSuccess: (message: string) => {
      enqueueSnackbar(message, { variant: 'success' });
      if (action === 'delete') navigate(paths.staff.blog.getHref());
    },
    onError: (error: Error) => enqueueSnackbar(getErrorMessage(error), { variant: 'error' }),
  });
  const run = (action: ArticleAction) =>
    current && act.mutate({ id: current.id, action }, feedbackOf(action));
  /** The confirmed deletion: the dialog waits for the answer, then closes either way. */
  const remove = async () => {
    if (!current) return;
    try {
      await act.mutateAsync({ id: current.id, action: 'delete' }, feedbackOf('delete'));
    } finally {
      setConfirmDelete(false);
    }
  };

  return (
    <Stack spacing={3}>
      <div>
        <Button
          component={RouterLink}
          to={paths.staff.blog.getHref()}
          startIcon={<ArrowBack />}
          sx={{ mb: 1 }}
        >
          Semua artikel
        </Button>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h1">{current ? 'Ubah Artikel' : 'Tulis Artikel'}</Typography>
          {current && (
            <Chip
              label={current.status === 'PUBLISHED' ? 'Terbit' : 'Draf'}
              color={current.status === 'PUBLISHED' ? 'success' : 'default'}
            />
          )}
        </Stack>
        {current?.status === 'PUBLISHED' && (
          <Link href={`/blog/${current.slug}`} target="_blank" rel="noopener" underline="always">
            Lihat di situs: /blog/{current.slug}
          </Link>
        )}
      </div>
      <SectionCard title="Artikel">
        <BlogArticleForm
          key={current?.updatedAt ?? 'new'}
          initial={toDraft(current, staffName)}
          error={save.error}
          isSaving={save.isPending}
          onSave={onSave}
          onSaveAndPublish={current?.status === 'PUBLISHED' ? undefined : onSaveAndPublish}
          isPublishing={act.isPending}
        >
          {current?.status === 'PUBLISHED' && (
            <Button variant="outlined" onClick={() => run('unpublish')} loading={act.isPending}>
              Tarik dari publikasi
            </Button>
          )}
          {current && (
            <Button color="error" onClick={() => setConfirmDelete(true)}>
              Hapus artikel
            </Button>
          )}
        </BlogArticleForm>
      </SectionCard>
      <SectionCard title="Gambar sampul">
        {current ? (
          <BlogCoverUpload
            articleId={current.id}
            coverUrl={current.coverUrl}
            onRemove={() => run('remove-cover')}
            isRemoving={act.isPending}
          />
        ) : (
          <Typography color="text.secondary">
            Simpan artikel terlebih dahulu untuk menambahkan gambar sampul.
          </Typography>
        )}
      </SectionCard>
      <ConfirmDialog
        open={confirmDelete}
        title="Hapus artikel?"
        message={`Artikel "${current?.title ?? ''}" beserta semua komentarnya akan dihapus permanen.`}
        confirmLabel="Hapus"
        onCancel={() => setConfirmDelete(false)}
        onConfirm={remove}
      />
    </Stack>
  );
}
