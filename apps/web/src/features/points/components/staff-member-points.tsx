import { formatDateTime, POINT_ADJUSTMENT_MAX, pointAdjustmentRequestSchema } from '@kopkar/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ScrollTable } from '@/components/staff/scroll-table';
import { SectionCard } from '@/components/staff/section-card';
import { getErrorMessage } from '@/lib/api-client';
import { enqueueSnackbar } from '@/lib/toast';
import { useAdjustMemberPoints } from '../api/adjust-member-points';
import { useMemberPoints } from '../api/get-member-points';

type Direction = 'grant' | 'deduct';

type StaffMemberPointsProps = { memberId: number; canAdjust: boolean; onAdjusted: () => Promise<unknown> };

/** A member's points: balance and ledger for staff; ADMIN also grants or deducts with a reason. */
export function StaffMemberPoints({ memberId, canAdjust, onAdjusted }: StaffMemberPointsProps) {
  const points = useMemberPoints(memberId);
  return (
    <SectionCard title="Poin">
      {points.isPending && <Typography color="text.secondary">Memuat poin…</Typography>}
      {points.isError && <Alert severity="error">{getErrorMessage(points.error)}</Alert>}
      {points.data && (
        <Stack spacing={2}>
          <Typography>
            Saldo: <strong>{points.data.balance.toLocaleString('id-ID')} poin</strong>
          </Typography>
          {canAdjust && (
            <AdjustPointsForm memberId={memberId} balance={points.data.balance} onAdjusted={onAdjusted} />
          )}
          {points.data.ledger.length === 0 ? (
            <Typography color="text.secondary">Belum ada mutasi poin.</Typography>
          ) : (
            <ScrollTable label="Mutasi poin anggota">
              <TableHead>
                <TableRow>
                  <TableCell>Tanggal</TableCell>
                  <TableCell>Keterangan</TableCell>
                  <TableCell align="right">Poin</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {points.data.ledger.map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.createdAt)}</TableCell>
                    <TableCell>{entry.note ? `${entry.label}: ${entry.note}` : entry.label}</TableCell>
                    <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      {entry.delta > 0 ? `+${entry.delta}` : entry.delta}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </ScrollTable>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}

function AdjustPointsForm({
  memberId,
  balance,
  onAdjusted,
}: Omit<StaffMemberPointsProps, 'canAdjust'> & { balance: number }) {
  const id = useId();
  const adjust = useAdjustMemberPoints(memberId, onAdjusted);
  const [direction, setDirection] = useState<Direction>('grant');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  const delta = (direction === 'grant' ? 1 : -1) * Number(amount);

  const review = () => {
    const parsed = pointAdjustmentRequestSchema.safeParse({ delta, note });
    if (!/^\d+$/.test(amount) || !parsed.success) {
      setError(
        parsed.success ? 'Isi jumlah poin (angka)' : (parsed.error.issues[0]?.message ?? 'Data tidak valid'),
      );
      return;
    }
    if (balance + delta < 0) {
      setError(`Saldo poin ${balance}; pengurangan tidak boleh membuat saldo negatif`);
      return;
    }
    setError(null);
    setConfirming(true);
  };
  const confirm = () =>
    adjust.mutateAsync(
      { delta, note: note.trim() },
      {
        onSuccess: (reply) => {
          enqueueSnackbar(reply.message, { variant: 'success' });
          setAmount('');
          setNote('');
        },
        onError: (failure) => setError(getErrorMessage(failure)),
        onSettled: () => setConfirming(false),
      },
    );

  return (
    <Stack
      spacing={1.5}
      component="fieldset"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}
    >
      <Typography component="legend" sx={{ px: 0.5, fontWeight: 600 }}>
        Tambah atau kurangi poin
      </Typography>
      <RadioGroup
        row
        aria-label="Jenis penyesuaian"
        value={direction}
        onChange={(event) => setDirection(event.target.value as Direction)}
      >
        <FormControlLabel value="grant" control={<Radio />} label="Tambah poin" />
        <FormControlLabel value="deduct" control={<Radio />} label="Kurangi poin" />
      </RadioGroup>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          id={`${id}-amount`}
          label="Jumlah poin"
          value={amount}
          onChange={(event) => setAmount(event.target.value.replace(/\D/g, ''))}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: String(POINT_ADJUSTMENT_MAX).length } }}
          sx={{ minWidth: 140 }}
        />
        <TextField label="Alasan" value={note} onChange={(event) => setNote(event.target.value)} fullWidth />
      </Stack>
      <div aria-live="polite">{error && <Alert severity="error">{error}</Alert>}</div>
      <Button variant="contained" onClick={review} sx={{ alignSelf: 'flex-start' }}>
        Simpan penyesuaian
      </Button>
      <ConfirmDialog
        open={isConfirming}
        title={direction === 'grant' ? 'Tambah poin' : 'Kurangi poin'}
        message={`${direction === 'grant' ? 'Tambah' : 'Kurangi'} ${Number(amount).toLocaleString('id-ID')} poin dengan alasan "${note.trim()}"?`}
        confirmLabel="Simpan"
        onCancel={() => setConfirming(false)}
        onConfirm={confirm}
      />
    </Stack>
  );
}
