import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MoneyText } from '@/components/money-text';
import {
  computeOfferInstalment,
  type DecisionDraft,
  type DecisionErrors,
  listOfferTenors,
  type RequestedTerms,
} from '../lib/decision-rules';

type CounterOfferFieldsProps = {
  draft: DecisionDraft;
  errors: DecisionErrors;
  requested: RequestedTerms;
  effectiveRate: number;
  onChange: (patch: Partial<DecisionDraft>) => void;
};

/** Reads a typed Rupiah amount ("7.500.000" or "7500000") as an integer, or null when empty. */
function parseAmount(text: string): number | null {
  const digits = text.replace(/\D/g, '');
  return digits ? Number(digits) : null;
}

/** A lower amount and/or shorter tenor, with the new instalment computed as it is typed. */
export function CounterOfferFields({
  draft,
  errors,
  requested,
  effectiveRate,
  onChange,
}: CounterOfferFieldsProps) {
  const instalment = computeOfferInstalment(draft.offeredAmount, draft.offeredTenor, effectiveRate);
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Jumlah penawaran (Rp)"
          required
          value={draft.offeredAmount === null ? '' : String(draft.offeredAmount)}
          onChange={(event) => onChange({ offeredAmount: parseAmount(event.target.value) })}
          error={Boolean(errors.offeredAmount)}
          helperText={errors.offeredAmount ?? 'Kelipatan Rp 500.000, tidak melebihi jumlah yang diajukan'}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ flex: 1 }}
        />
        <TextField
          select
          label="Tenor penawaran"
          required
          value={draft.offeredTenor ?? ''}
          onChange={(event) => onChange({ offeredTenor: Number(event.target.value) })}
          error={Boolean(errors.offeredTenor)}
          helperText={errors.offeredTenor}
          sx={{ flex: 1 }}
        >
          {listOfferTenors(requested.Tenor).map((tenor) => (
            <MenuItem key={tenor} value={tenor}>
              {tenor} bulan
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Typography aria-live="polite" data-testid="offer-instalment">
        Angsuran baru per bulan:{' '}
        {instalment === null ? '–' : <MoneyText amount={instalment} sx={{ fontWeight: 700 }} />}
      </Typography>
    </Stack>
  );
}
