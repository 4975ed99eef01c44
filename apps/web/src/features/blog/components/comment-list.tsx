import { formatDateTime } from '@kopkar/domain';
import Avatar from '@mui/material/Avatar';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { InlineAlert } from '@/components/inline-alert';
import { SkeletonBlock } from '@/components/skeleton-block';
import { getErrorMessage } from '@/lib/api-client';
import { useBlogComments } from '../api/get-blog-comments';

/** Approved comments, oldest first. Names and texts are plain text: React escapes them. */
export function CommentList({ articleId }: { articleId: number }) {
  const comments = useBlogComments(articleId);
  if (comments.isPending) {
    return (
      <Stack spacing={1.5} aria-hidden>
        <SkeletonBlock height={72} rounded />
        <SkeletonBlock height={72} rounded />
      </Stack>
    );
  }
  if (comments.isError) return <InlineAlert severity="error">{getErrorMessage(comments.error)}</InlineAlert>;
  if (comments.data.length === 0) {
    return (
      <Typography color="text.secondary">Belum ada komentar. Jadilah yang pertama berkomentar.</Typography>
    );
  }
  return (
    <Stack component="ol" aria-label="Daftar komentar" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {comments.data.map((comment) => (
        <Paper key={comment.id} component="li" variant="outlined" sx={{ p: 2, display: 'flex', gap: 1.5 }}>
          <Avatar aria-hidden sx={{ bgcolor: 'primary.main', width: 36, height: 36, fontSize: '1rem' }}>
            {comment.nama.trim().charAt(0).toUpperCase()}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{comment.nama}</Typography>
            <Typography variant="body2" color="text.secondary" component="p">
              <time dateTime={comment.created_at}>{formatDateTime(comment.created_at)}</time>
            </Typography>
            <Typography sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {comment.komentar}
            </Typography>
          </div>
        </Paper>
      ))}
    </Stack>
  );
}
