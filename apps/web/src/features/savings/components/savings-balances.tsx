import { formatRupiah, type SavingsBalancesReply } from '@kopkar/domain';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MoneyText } from '@/components/money-text';

function Figure({ label, amount, hint }: { label: string; amount: number; hint?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
      <Typography component="h3" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <MoneyText amount={amount} component="p" sx={{ fontSize: '1.35rem', fontWeight: 700 }} />
      {hint && (
        <Typography variant="caption" color="text.secondary">
          {hint}
        </Typography>
      )}
    </Paper>
  );
}

/** The three balances and their total: pokok, wajib, sukarela with what is free to withdraw. */
export function SavingsBalances({ balances }: { balances: SavingsBalancesReply }) {
  const sukarelaHint =
    balances.PenarikanDiproses > 0
      ? `Dapat ditarik ${formatRupiah(balances.SukarelaTersedia)}; ${formatRupiah(balances.PenarikanDiproses)} dalam proses penarikan`
      : 'Dapat disetor dan ditarik kapan saja';
  return (
    <Box component="section" aria-labelledby="savings-total-title">
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2, sm: 3 }, mb: 2, bgcolor: 'primary.main', color: 'primary.contrastText' }}
      >
        <Typography id="savings-total-title" component="h2" variant="body1" sx={{ opacity: 0.9 }}>
          Total Simpanan
        </Typography>
        <MoneyText amount={balances.Total} component="p" sx={{ fontSize: '2rem', fontWeight: 800 }} />
      </Paper>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
        <Figure label="Simpanan Pokok" amount={balances.SimpananPokok} hint="Dibayar sekali saat bergabung" />
        <Figure
          label="Simpanan Wajib"
          amount={balances.SimpananWajib}
          hint="Iuran bulanan lewat potong gaji"
        />
        <Figure label="Simpanan Sukarela" amount={balances.SimpananSukarela} hint={sukarelaHint} />
      </Box>
    </Box>
  );
}
