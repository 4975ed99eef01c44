import {
  DEDUCTION_QUESTION_MAX,
  type DeductionAnswerRequest,
  deductionAnswerRequestSchema,
  formatPeriod,
  formatRupiah,
  type StaffDeductionQuestion,
} from '@kopkar/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';
import { getErrorMessage } from '@/lib/api-client';
import { formResolver } from '@/lib/form-resolver';
import { readFieldErrors } from '@/lib/staff-field-errors';
import { enqueueSnackbar } from '@/lib/toast';
import { useAnswerDeductionQuestion } from '../api/answer-deduction-question';

type DeductionAnswerDialogProps = {
  question: StaffDeductionQuestion;
  open: boolean;
  onClose: () => void;
};

/**
 * "Jawab": FINANCE's answer to a member's question on a line of their deduction; the member reads it in the portal
 * and by e-mail. A refusal (a colleague answered first: 409) shows in the dialog, which stays open.
 */
export function DeductionAnswerDialog({ question, open, onClose }: DeductionAnswerDialogProps) {
  const id = useId();
  const answer = useAnswerDeductionQuestion();
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<DeductionAnswerRequest>({
    resolver: formResolver(deductionAnswerRequestSchema),
    defaultValues: { answer: '' },
  });

  const close = () => {
    if (!answer.isPending) onClose();
  };
  const submit = handleSubmit((request) => {
    setServerError(null);
    answer.mutate(
      { id: question.id, request },
      {
        onSuccess: ({ message }) => {
          enqueueSnackbar(message, { variant: 'success' });
          onClose();
        },
        onError: (error) => {
          const fieldMessage = readFieldErrors(error).answer;
          if (fieldMessage) setError('answer', { type: 'server', message: fieldMessage });
          else setServerError(getErrorMessage(error));
        },
      },
    );
  });

  return (
    <Dialog open={open} onClose={close} aria-labelledby={`${id}-title`} maxWidth="sm" fullWidth>
      <DialogTitle id={`${id}-title`}>Jawab keberatan</DialogTitle>
      <form onSubmit={submit} noValidate>
        <DialogContent sx={{ pt: 0 }}>
          <Stack spacing={2}>
            <Box>
              <Typography variant="body2" color="text.secondary">
                {question.name} ({question.nik}) · periode {formatPeriod(question.period)}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {question.lineDescription}: {formatRupiah(question.amount)}
              </Typography>
              <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {question.question}
              </Typography>
            </Box>
            <FormTextField
              control={control}
              name="answer"
              label="Jawaban"
              required
              multiline
              minRows={4}
              fullWidth
              disabled={answer.isPending}
              slotProps={{ htmlInput: { maxLength: DEDUCTION_QUESTION_MAX } }}
              helperText="Dibaca anggota di portal dan lewat e-mail"
            />
            <div aria-live="polite">{serverError && <Alert severity="error">{serverError}</Alert>}</div>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={answer.isPending}>
            Batal
          </Button>
          <Button type="submit" variant="contained" loading={answer.isPending}>
            Kirim jawaban
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
