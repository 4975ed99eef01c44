import {
  DEDUCTION_QUESTION_MAX,
  deductionQuestionRequestSchema,
  formatPeriod,
  formatRupiah,
  type SalaryDeductionLine,
} from '@kopkar/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { InlineAlert } from '@/components/inline-alert';
import { TextInputField } from '@/components/text-input-field';
import { getErrorMessage } from '@/lib/api-client';
import { formResolver } from '@/lib/form-resolver';
import { readFieldErrors } from '@/lib/staff-field-errors';
import { enqueueSnackbar } from '@/lib/toast';
import { useRaiseDeductionQuestion } from '../api/raise-deduction-question';

/** The member types only the question; the period and the line come from the card they asked from. */
const questionFormSchema = deductionQuestionRequestSchema.pick({ question: true });

type DeductionQuestionDialogProps = {
  open: boolean;
  nik: string;
  period: string;
  line: SalaryDeductionLine;
  onClose: () => void;
};

/**
 * "Ajukan keberatan" on one line of the coming deduction: the member's question, answered by FINANCE by
 * notification and e-mail. The server's refusal (an open question on the line, a period already cut off) shows
 * in the dialog, which stays open; a sent question closes it with the server's sentence.
 */
export function DeductionQuestionDialog({ open, nik, period, line, onClose }: DeductionQuestionDialogProps) {
  const id = useId();
  const raise = useRaiseDeductionQuestion();
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm({
    resolver: formResolver(questionFormSchema),
    defaultValues: { question: '' },
  });
  const { field, fieldState } = useController({ control, name: 'question' });

  const close = () => {
    if (!raise.isPending) onClose();
  };
  const submit = handleSubmit(({ question }) => {
    setServerError(null);
    raise.mutate(
      { nik, request: { period, lineKey: line.key, question } },
      {
        onSuccess: ({ message }) => {
          enqueueSnackbar(message, { variant: 'success' });
          onClose();
        },
        onError: (error) => {
          const fieldMessage = readFieldErrors(error).question;
          if (fieldMessage) setError('question', { type: 'server', message: fieldMessage });
          else setServerError(getErrorMessage(error));
        },
      },
    );
  });

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-line`}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={`${id}-title`}>Ajukan keberatan</DialogTitle>
      <form onSubmit={submit} noValidate>
        <DialogContent sx={{ pt: 0 }}>
          <Stack spacing={2}>
            <DialogContentText id={`${id}-line`} component="div">
              <Box component="span" sx={{ display: 'block', color: 'text.primary', fontWeight: 600 }}>
                {line.description}
              </Box>
              Potongan periode {formatPeriod(period)}: {formatRupiah(line.amount)}
            </DialogContentText>
            <TextInputField
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              label="Keberatan Anda"
              required
              multiline
              minRows={4}
              fullWidth
              disabled={raise.isPending}
              error={Boolean(fieldState.error)}
              slotProps={{ htmlInput: { maxLength: DEDUCTION_QUESTION_MAX } }}
              helperText={
                <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                  <span>{fieldState.error?.message ?? 'Jelaskan apa yang menurut Anda tidak sesuai.'}</span>
                  <Box component="span" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                    {`${field.value.length}/${DEDUCTION_QUESTION_MAX}`}
                  </Box>
                </Box>
              }
            />
            <div aria-live="polite">
              {serverError && <InlineAlert severity="error">{serverError}</InlineAlert>}
            </div>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={raise.isPending}>
            Batal
          </Button>
          <Button type="submit" variant="contained" loading={raise.isPending}>
            Kirim
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
