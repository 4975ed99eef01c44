import {
  allowedTenors,
  formatRupiah,
  LOAN_AMOUNT_STEP,
  type RateCheckReply,
  TENOR_OPTIONS,
} from '@kopkar/domain';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { MoneyText } from '@/components/money-text';

type AmountStepProps = {
  /** Rupiah. */
  amount: number;
  maxLoan: number;
  rate: RateCheckReply | null;
  tenor: number | null;
  /** Monthly instalment from /Calculator, Rupiah; null until calculated. */
  instalment: number | null;
  isCalculating: boolean;
  onAmountChange: (amount: number) => void;
  onAmountCommit: (amount: number) => void;
  onTenorChange: (tenor: number) => void;
};

/** Step 4 (figures): amount slider 0 → maximum in Rp 500.000 steps, tenor up to the tier's TenorMax, instalment. */
export function AmountStep(props: AmountStepProps) {
  const { amount, maxLoan, rate, tenor, instalment, isCalculating } = props;
  const sliderLabelId = useId();
  // Before the first rate check every option is listed; picking one asks for the amount first (docs/product/validation.md).
  const tenors = rate ? allowedTenors(rate.TenorMax) : [...TENOR_OPTIONS];
  const readValue = (value: number | number[]) => (Array.isArray(value) ? (value[0] ?? 0) : value);
  return (
    <Stack spacing={3}>
      <Box>
        <Typography id={sliderLabelId} sx={{ fontWeight: 600 }}>
          Jumlah pinjaman
        </Typography>
        <MoneyText
          amount={amount}
          variant="h3"
          component="p"
          aria-live="polite"
          sx={{ fontSize: '1.5rem', my: 1 }}
        />
        <Box sx={{ px: 1.5 }}>
          <Slider
            aria-labelledby={sliderLabelId}
            getAriaValueText={formatRupiah}
            value={amount}
            min={0}
            max={maxLoan}
            step={LOAN_AMOUNT_STEP}
            disabled={maxLoan <= 0}
            onChange={(_event, value) => props.onAmountChange(readValue(value))}
            onChangeCommitted={(_event, value) => props.onAmountCommit(readValue(value))}
          />
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
          <MoneyText amount={0} variant="body2" color="text.secondary" />
          <MoneyText amount={maxLoan} variant="body2" color="text.secondary" />
        </Box>
      </Box>
      <TextField
        select
        label="Tenor"
        value={tenor ?? ''}
        onChange={(event) => props.onTenorChange(Number(event.target.value))}
        helperText={
          rate
            ? `Tenor maksimal ${rate.TenorMax} bulan untuk jumlah ini`
            : 'Pilih jumlah pinjaman terlebih dahulu'
        }
      >
        {tenors.map((option) => (
          <MenuItem key={option} value={option}>
            {option} bulan
          </MenuItem>
        ))}
      </TextField>
      <Box aria-live="polite" aria-busy={isCalculating}>
        <Typography sx={{ fontWeight: 600 }}>Angsuran per bulan</Typography>
        {isCalculating ? (
          <Typography color="text.secondary">Menghitung…</Typography>
        ) : (
          <MoneyText amount={instalment} variant="h3" component="p" sx={{ fontSize: '1.5rem' }} />
        )}
        {rate && (
          <Typography variant="body2" color="text.secondary">
            Bunga efektif {rate.EffectiveRate.toLocaleString('id-ID')}% per tahun
          </Typography>
        )}
      </Box>
    </Stack>
  );
}
