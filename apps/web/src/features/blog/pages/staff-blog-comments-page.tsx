import type { AdminBlogComment, AdminBlogCommentListQuery } from '@kopkar/domain';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { usePageTitle } from '@/components/page-title';
import { StaffListSection } from '@/components/staff/staff-list-section';
import { StaffSearchForm } from '@/components/staff/staff-search-form';
import { TabStrip } from '@/components/tab-strip';
import { getErrorMessage } from '@/lib/api-client';
import { formatJakartaDate } from '@/lib/format-jakarta-date';
import { enqueueSnackbar } from '@/lib/toast';
import { useStaffComments } from '../api/get-staff-comments';
import { type CommentAction, useModerateComment } from '../api/moderate-comment';
import { AutoPublishSwitch } from '../components/staff-auto-publish-switch';

type Status = AdminBlogCommentListQuery['status'];
const TABS: { value: Status; label: string }[] = [
  { value: 'PENDING', label: 'Menunggu' },
  { value: 'APPROVED', label: 'Disetujui' },
  { value: 'REJECTED', label: 'Ditolak' },
  { value: 'all', label: 'Semua' },
];
const STATUS_LABELS = { PENDING: 'Menunggu', APPROVED: 'Disetujui', REJECTED: 'Ditolak' } as const;

/** /admin/blog/comments: the moderation queue (approve, reject, delete) and the publish-at-once setting. */
export function StaffBlogCommentsPage() {
  usePageTitle('Moderasi Komentar · Back Office');
  const [query, setQuery] = useState<AdminBlogCommentListQuery>({ status: 'PENDING', page: 1, pageSize: 20 });
  const comments = useStaffComments(query);
  const moderate = useModerateComment();
  const [toDelete, setToDelete] = useState<AdminBlogComment | null>(null);
  const items = comments.data?.items ?? [];

  const feedback = {
    onSuccess: (message: string) => enqueueSnackbar(message, { variant: 'success' }),
    onError: (error: Error) => enqueueSnackbar(getErrorMessage(error), { variant: 'error' }),
  };
  const run = (id: number, action: CommentAction) => moderate.mutate({ id, action }, feedback);
  /** The confirmed deletion: the dialog waits for the answer, then closes either way. */
  const remove = async () => {
    if (!toDelete) return;
    try {
      await moderate.mutateAsync({ id: toDelete.id, action: 'delete' }, feedback);
    } finally {
      setToDelete(null);
    }
  };

  return (
    <>
      <Typography variant="h1" gutterBottom>
        Moderasi Komentar
      </Typography>
      <AutoPublishSwitch />
      <StaffSearchForm
        label="Cari komentar"
        searchLabel="Cari nama, email, komentar atau judul artikel"
        onSearch={(q) => setQuery((current) => ({ ...current, q, page: 1 }))}
        mb={1}
      />
      <TabStrip
        tabs={TABS}
        value={query.status}
        onChange={(status) => setQuery((current) => ({ ...current, status, page: 1 }))}
        aria-label="Status komentar"
        sx={{ mb: 2 }}
      />
      <StaffListSection
        list={comments}
        emptyText={
          query.q
            ? `Tidak ada komentar yang cocok dengan "${query.q}"`
            : query.status === 'PENDING'
              ? 'Tidak ada komentar yang menunggu'
              : 'Tidak ada komentar'
        }
        emptyHint="Komentar baru dari pengunjung muncul di sini untuk disetujui."
        onPage={(page) => setQuery((current) => ({ ...current, page }))}
      >
        <Stack
          component="ul"
          spacing={1.5}
          aria-label="Daftar komentar"
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {items.map((comment) => (
            <Paper key={comment.id} component="li" variant="outlined" sx={{ p: 2 }}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                <div>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{comment.name}</Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {comment.email} · {formatJakartaDate(comment.createdAt)} · pada{' '}
                    <Link
                      href={`/blog/${comment.articleSlug}`}
                      target="_blank"
                      rel="noopener"
                      underline="always"
                    >
                      {comment.articleTitle}
                    </Link>
                  </Typography>
                </div>
                <Chip size="small" label={STATUS_LABELS[comment.status]} />
              </Stack>
              <Typography sx={{ my: 1.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {comment.body}
              </Typography>
              <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                {comment.status !== 'APPROVED' && (
                  <Button
                    variant="contained"
                    size="small"
                    onClick={() => run(comment.id, 'approve')}
                    disabled={moderate.isPending}
                    aria-label={`Setujui komentar ${comment.name}`}
                  >
                    Setujui
                  </Button>
                )}
                {comment.status !== 'REJECTED' && (
                  <Button
                    variant="outlined"
                    size="small"
                    onClick={() => run(comment.id, 'reject')}
                    disabled={moderate.isPending}
                    aria-label={`Tolak komentar ${comment.name}`}
                  >
                    Tolak
                  </Button>
                )}
                <Button
                  color="error"
                  size="small"
                  onClick={() => setToDelete(comment)}
                  disabled={moderate.isPending}
                  aria-label={`Hapus komentar ${comment.name}`}
                >
                  Hapus
                </Button>
              </Stack>
            </Paper>
          ))}
        </Stack>
      </StaffListSection>
      <ConfirmDialog
        open={toDelete !== null}
        title="Hapus komentar?"
        message={`Komentar dari ${toDelete?.name ?? ''} akan dihapus permanen.`}
        confirmLabel="Hapus"
        onCancel={() => setToDelete(null)}
        onConfirm={remove}
      />
    </>
  );
}
