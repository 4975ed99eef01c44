import type { LedgerAccount, ManualJournalRequest } from '@kopkar/domain';
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type Control, Controller } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';
import type { JournalFormValues } from '../lib/journal-form-rules';

type ManualJournalLinesProps = {
  control: Control<JournalFormValues, unknown, ManualJournalRequest>;
  /** One stable key per line, in the lines' order (lib/use-journal-lines.ts). */
  lineKeys: readonly string[];
  accounts: readonly LedgerAccount[];
  /** Removes a line; off while the entry has only the two lines it needs. */
  onRemove: (index: number) => void;
};

/** Amounts are typed as digits and line up on the right, like the totals below them. */
const amountInput = {
  htmlInput: {
    inputMode: 'numeric' as const,
    autoComplete: 'off',
    style: { textAlign: 'right' as const, fontVariantNumeric: 'tabular-nums' },
  },
};

/**
 * The entry's lines, one fieldset each ("Baris 1" …): the account from the chart, then the debit or the credit.
 * On a phone the account takes the whole width and the amounts share the row below it.
 */
export function ManualJournalLines({ control, lineKeys, accounts, onRemove }: ManualJournalLinesProps) {
  const canRemove = lineKeys.length > 2;
  return (
    <>
      {lineKeys.map((key, index) => (
        <Box
          key={key}
          component="fieldset"
          sx={{
            m: 0,
            p: 0,
            border: 0,
            minWidth: 0,
            display: 'grid',
            gap: 1.5,
            alignItems: 'start',
            gridTemplateColumns: { xs: 'minmax(0, 1fr) minmax(0, 1fr) auto', md: '2fr 1fr 1fr auto' },
          }}
        >
          <Typography
            component="legend"
            variant="caption"
            color="text.secondary"
            sx={{ p: 0, mb: 1, fontWeight: 600 }}
          >
            Baris {index + 1}
          </Typography>
          <Controller
            control={control}
            name={`lines.${index}.account`}
            render={({ field: account, fieldState }) => (
              <TextField
                select
                label="Akun"
                name={account.name}
                value={account.value}
                onChange={account.onChange}
                onBlur={account.onBlur}
                inputRef={account.ref}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
              >
                <option value="">Pilih akun</option>
                {accounts.map((option) => (
                  <option key={option.code} value={option.code}>
                    {option.code} · {option.name}
                  </option>
                ))}
              </TextField>
            )}
          />
          <FormTextField
            control={control}
            name={`lines.${index}.debit`}
            label="Debit (Rp)"
            slotProps={amountInput}
          />
          <FormTextField
            control={control}
            name={`lines.${index}.credit`}
            label="Kredit (Rp)"
            slotProps={amountInput}
          />
          <IconButton
            onClick={() => onRemove(index)}
            disabled={!canRemove}
            aria-label={`Hapus baris ${index + 1}`}
            sx={{ mt: 1 }}
          >
            <DeleteOutlineOutlined />
          </IconButton>
        </Box>
      ))}
    </>
  );
}
