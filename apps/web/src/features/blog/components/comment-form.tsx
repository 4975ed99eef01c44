import {
  BLOG_COMMENT_BODY_MAX,
  BLOG_COMMENT_NAME_MAX,
  type BlogCommentReply,
  blogCommentRequestSchema,
} from '@kopkar/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextField } from '@/components/form-text-field';
import { useMessageDialog } from '@/components/use-message-dialog';
import { getErrorMessage } from '@/lib/api-client';
import { formResolver } from '@/lib/form-resolver';
import { usePostBlogComment } from '../api/post-blog-comment';

const commentFormSchema = blogCommentRequestSchema.omit({ id_blog: true });
type CommentFormValues = z.input<typeof commentFormSchema>;
const EMPTY: CommentFormValues = { nama: '', email: '', komentar: '', setuju: false };

/**
 * The comment form (docs/product/screens.md, §5): name, e-mail, comment and the agree box, all required. The reply says whether the
 * comment shows now or waits for moderation; a refusal opens the "Error!" popup with the server's message (§8).
 */
export function CommentForm({ articleId }: { articleId: number }) {
  const form = useForm<CommentFormValues>({
    resolver: formResolver(commentFormSchema),
    defaultValues: EMPTY,
  });
  const post = usePostBlogComment(articleId);
  const { show, dialog } = useMessageDialog();
  const [sent, setSent] = useState<{ comment: BlogCommentReply; message: string } | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setSent(null);
    try {
      const result = await post.mutateAsync({ ...values, id_blog: articleId, setuju: true });
      setSent(result);
      form.reset(EMPTY);
    } catch (error) {
      show({ title: 'Error!', message: getErrorMessage(error) });
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} aria-label="Tulis komentar" spacing={2}>
      <div aria-live="polite">
        {sent && (
          <Alert
            severity={sent.comment.status === 'APPROVED' ? 'success' : 'info'}
            onClose={() => setSent(null)}
          >
            {sent.message}
          </Alert>
        )}
      </div>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={form.control}
          name="nama"
          label="Nama"
          required
          autoComplete="name"
          slotProps={{ htmlInput: { maxLength: BLOG_COMMENT_NAME_MAX } }}
        />
        <FormTextField
          control={form.control}
          name="email"
          label="Email"
          type="email"
          required
          autoComplete="email"
          helperText="Tidak ditampilkan kepada publik"
        />
      </Stack>
      <FormTextField
        control={form.control}
        name="komentar"
        label="Komentar"
        required
        multiline
        minRows={4}
        slotProps={{ htmlInput: { maxLength: BLOG_COMMENT_BODY_MAX } }}
      />
      <Controller
        control={form.control}
        name="setuju"
        render={({ field, fieldState }) => (
          <div>
            <FormControlLabel
              control={
                <Checkbox
                  checked={field.value === true}
                  onChange={(event) => field.onChange(event.target.checked)}
                  slotProps={{
                    input: { ref: field.ref, 'aria-invalid': Boolean(fieldState.error) } as object,
                  }}
                />
              }
              label="Saya setuju nama dan komentar saya ditampilkan setelah disetujui admin"
            />
            {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
          </div>
        )}
      />
      <div>
        <Button type="submit" variant="contained" loading={post.isPending}>
          Kirim Komentar
        </Button>
      </div>
      {dialog}
    </Stack>
  );
}
