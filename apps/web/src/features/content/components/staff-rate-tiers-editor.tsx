import { findOverlappingTiers, RATE_TIERS_MAX } from '@kopkar/domain';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { z } from 'zod';

/** A tier row as typed (strings until sent). */
export const tierDraftSchema = z.object({
  minAmount: z.string(),
  maxAmount: z.string(),
  effectiveRate: z.string(),
  tenorMax: z.string(),
});
export type TierDraft = z.infer<typeof tierDraftSchema>;

export const toTierRequest = (tier: TierDraft) => ({
  minAmount: Number(tier.minAmount),
  maxAmount: Number(tier.maxAmount),
  effectiveRate: Number(tier.effectiveRate.replace(',', '.')),
  tenorMax: Number(tier.tenorMax),
});

type StaffRateTiersEditorProps = {
  tiers: TierDraft[];
  onChange: (tiers: TierDraft[]) => void;
  /** The error of the list (`tiers`) or of one field (`tiers.1.minAmount`): the form's rules or the server's 422. */
  errorOf: (path: string) => string | undefined;
};

/**
 * Rate tiers by amount: [min, max] Rupiah → effective rate (% per year) and TenorMax (months). Overlaps are
 * shown while typing (the same rule the server applies), so an editor sees the clash before saving.
 */
export function StaffRateTiersEditor({ tiers, onChange, errorOf }: StaffRateTiersEditorProps) {
  const overlaps = new Set(
    findOverlappingTiers(
      tiers
        .map(toTierRequest)
        .filter((tier) => Number.isFinite(tier.minAmount) && Number.isFinite(tier.maxAmount)),
    ).flat(),
  );
  const listError = errorOf('tiers');
  const update = (index: number, field: keyof TierDraft, value: string) =>
    onChange(tiers.map((tier, i) => (i === index ? { ...tier, [field]: value } : tier)));
  const field = (index: number, name: keyof TierDraft, label: string, adornment?: string) => {
    const error = errorOf(`tiers.${index}.${name}`);
    return (
      <TextField
        size="small"
        label={`${label} (tingkat ${index + 1})`}
        value={tiers[index]?.[name] ?? ''}
        onChange={(event) => update(index, name, event.target.value)}
        error={Boolean(error)}
        helperText={error ?? adornment}
        slotProps={{ htmlInput: { inputMode: name === 'effectiveRate' ? 'decimal' : 'numeric' } }}
      />
    );
  };
  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
        Tingkat bunga per jumlah pinjaman
      </Typography>
      {listError && (
        <Typography color="error" variant="body2" role="alert">
          {listError}
        </Typography>
      )}
      {tiers.map((_tier, index) => (
        <Paper
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved; order is the identity
          key={index}
          variant="outlined"
          sx={{ p: 1.5, borderColor: overlaps.has(index) ? 'error.main' : undefined }}
        >
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={1.5}
            sx={{ alignItems: { md: 'flex-start' } }}
          >
            {field(index, 'minAmount', 'Jumlah minimal', 'Rupiah')}
            {field(index, 'maxAmount', 'Jumlah maksimal', 'Rupiah')}
            {field(index, 'effectiveRate', 'Bunga efektif', '% per tahun')}
            {field(index, 'tenorMax', 'Tenor maks.', 'bulan (6–36)')}
            <IconButton
              aria-label={`Hapus tingkat ${index + 1}`}
              onClick={() => onChange(tiers.filter((_, i) => i !== index))}
              disabled={tiers.length === 1}
              sx={{ alignSelf: { xs: 'flex-end', md: 'center' } }}
            >
              <DeleteOutline />
            </IconButton>
          </Stack>
          {overlaps.has(index) && (
            <Typography color="error" variant="body2" sx={{ mt: 1 }}>
              Rentang jumlah tingkat ini tumpang tindih dengan tingkat lain.
            </Typography>
          )}
        </Paper>
      ))}
      <Button
        startIcon={<Add />}
        onClick={() =>
          onChange([...tiers, { minAmount: '', maxAmount: '', effectiveRate: '', tenorMax: '12' }])
        }
        disabled={tiers.length >= RATE_TIERS_MAX}
        sx={{ alignSelf: 'flex-start' }}
      >
        Tambah tingkat
      </Button>
    </Stack>
  );
}
