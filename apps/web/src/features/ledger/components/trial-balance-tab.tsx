import { ledgerDateQuerySchema } from '@kopkar/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';
import { SectionCard } from '@/components/staff/section-card';
import { formResolver } from '@/lib/form-resolver';
import { useToday } from '@/lib/use-today';
import { useReconciliation } from '../api/get-reconciliation';
import { useTrialBalance } from '../api/get-trial-balance';
import { LedgerQueryState } from './ledger-query-state';
import { ReconciliationTable } from './reconciliation-table';
import { TrialBalanceTable } from './trial-balance-table';

/** The call's own date rule (YYYY-MM-DD, a real day), the date required. */
const dateFormSchema = ledgerDateQuerySchema.required();

/**
 * Neraca saldo: the trial balance on a date (today first) and each control account reconciled with its
 * sub-ledger on the same date. A half-typed date keeps the last figures on screen.
 */
type TrialBalanceTabProps = {
  onOpenJournals: () => void;
  /** Opens an account's buku besar: the entries behind a reconciliation difference. */
  onOpenAccountBook: (code: string) => void;
};

export function TrialBalanceTab({ onOpenJournals, onOpenAccountBook }: TrialBalanceTabProps) {
  const today = useToday();
  const [date, setDate] = useState(today);
  const { control, handleSubmit } = useForm({
    resolver: formResolver(dateFormSchema),
    defaultValues: { date: today },
    mode: 'onChange',
  });
  // Each whole date typed or picked applies at once; a half-typed one waits (the call's rule says why).
  const apply = () => void handleSubmit((values) => setDate(values.date))();
  const balance = useTrialBalance(date);
  const reconciliation = useReconciliation(date);
  const hasBalances = (balance.data?.totalDebit ?? 0) > 0 || (balance.data?.totalCredit ?? 0) > 0;

  return (
    <Stack spacing={3}>
      <Box
        component="form"
        noValidate
        aria-label="Tanggal neraca saldo"
        onChange={apply}
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <FormTextField
          control={control}
          name="date"
          type="date"
          label="Per tanggal"
          slotProps={{ inputLabel: { shrink: true } }}
          helperText="Saldo setiap akun pada akhir tanggal ini"
          sx={{ maxWidth: { sm: 260 } }}
        />
      </Box>
      <SectionCard title="Neraca saldo">
        <LedgerQueryState
          label="neraca saldo"
          query={balance}
          isEmpty={!hasBalances}
          emptyText="Belum ada saldo per tanggal ini"
          emptyHint="Pilih tanggal setelah pembukuan dibuka, atau catat jurnal manual lebih dulu."
          emptyAction={
            <Button variant="outlined" onClick={onOpenJournals}>
              Buka tab Jurnal
            </Button>
          }
        />
        {balance.data && hasBalances && <TrialBalanceTable balance={balance.data} />}
      </SectionCard>
      <SectionCard title="Rekonsiliasi sub-ledger">
        <LedgerQueryState
          label="rekonsiliasi"
          query={reconciliation}
          isEmpty={(reconciliation.data?.rows.length ?? 0) === 0}
          emptyText="Tidak ada akun kontrol untuk direkonsiliasi"
          emptyHint="Akun kontrol (piutang pinjaman, simpanan, hutang SHU) muncul setelah pembukuan dibuka."
        />
        {reconciliation.data && reconciliation.data.rows.length > 0 && (
          <ReconciliationTable reconciliation={reconciliation.data} onOpenAccountBook={onOpenAccountBook} />
        )}
      </SectionCard>
    </Stack>
  );
}
