import { BLOG_COVER_MAX_BYTES } from '@kopkar/domain';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useRef, useState } from 'react';
import { getErrorMessage } from '@/lib/api-client';
import { useContentImageUrl } from '@/lib/content-image-url';
import { readDataUrl } from '@/lib/read-data-url';
import { ADMIN_BLOG_KEY } from '../api/blog-keys';
import { uploadCover } from '../api/upload-cover';

type BlogCoverUploadProps = {
  articleId: number;
  coverUrl: string | null;
  onRemove: () => void;
  isRemoving: boolean;
};

/** The cover picture: choose a file, see the upload progress; the server checks, re-encodes and resizes it. */
export function BlogCoverUpload({ articleId, coverUrl, onRemove, isRemoving }: BlogCoverUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const coverSrc = useContentImageUrl(coverUrl);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    setDone(false);
    if (file.size >= BLOG_COVER_MAX_BYTES) {
      setError('Gambar sampul terlalu besar, maksimal 5 MB');
      return;
    }
    setProgress(0);
    try {
      await uploadCover(articleId, await readDataUrl(file), setProgress);
      setDone(true);
      await queryClient.invalidateQueries({ queryKey: ADMIN_BLOG_KEY });
    } catch (caught) {
      setError(getErrorMessage(caught));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack spacing={1.5}>
      {coverUrl ? (
        <Box
          component="img"
          src={coverSrc ?? undefined}
          alt="Gambar sampul saat ini"
          sx={{ width: '100%', maxWidth: 420, aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 1 }}
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          Belum ada gambar sampul.
        </Typography>
      )}
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/gif,image/webp"
        hidden
        onChange={choose}
        aria-label="Pilih gambar sampul"
      />
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          startIcon={<ImageOutlined />}
          onClick={() => input.current?.click()}
          disabled={progress !== null}
        >
          {coverUrl ? 'Ganti gambar sampul' : 'Unggah gambar sampul'}
        </Button>
        {coverUrl && (
          <Button color="error" onClick={onRemove} disabled={isRemoving || progress !== null}>
            Hapus sampul
          </Button>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        JPG, PNG, GIF atau WEBP, maksimal 5 MB. Gambar dirapikan ulang oleh server (metadata dihapus).
      </Typography>
      <div aria-live="polite">
        {progress !== null && (
          <Box>
            <Typography variant="body2">Mengunggah… {progress}%</Typography>
            <LinearProgress
              variant="determinate"
              value={progress}
              aria-label="Kemajuan unggah gambar sampul"
            />
          </Box>
        )}
        {done && <Alert severity="success">Gambar sampul diunggah.</Alert>}
        {error && <Alert severity="error">{error}</Alert>}
      </div>
    </Stack>
  );
}
