import { formatPeriod } from '@kopkar/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { SectionCard } from '@/components/staff/section-card';
import { getErrorMessage } from '@/lib/api-client';
import { downloadPayrollInstruction, type InstructionFormat } from '../api/download-payroll-instruction';

const FORMAT_LABELS: Record<InstructionFormat, string> = { csv: 'CSV', xlsx: 'Excel' };

/**
 * Instruksi potongan gaji: what HR deducts from each employee this period (wajib, instalments, arrears), per
 * company or for the whole group, read from the portal's records at the moment it is downloaded.
 */
export function PayrollInstructionSection({ period }: { period: string }) {
  const [company, setCompany] = useState('');
  const [downloading, setDownloading] = useState<InstructionFormat | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function download(format: InstructionFormat) {
    setDownloading(format);
    setError(null);
    try {
      await downloadPayrollInstruction(period, format, company.trim());
    } catch (cause) {
      setError(`Instruksi ${FORMAT_LABELS[format]} gagal diunduh. ${getErrorMessage(cause)}`);
    } finally {
      setDownloading(null);
    }
  }

  return (
    <SectionCard title="Instruksi Potongan Gaji">
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          Daftar potongan gaji periode {formatPeriod(period)} untuk HR: simpanan wajib, angsuran dan tunggakan
          setiap karyawan beserta totalnya. Unduh ulang sebelum tanggal potong agar perubahan terbaru ikut.
        </Typography>
        <TextField
          label="Kode perusahaan (opsional)"
          value={company}
          onChange={(event) => setCompany(event.target.value)}
          helperText="Kosongkan untuk seluruh perusahaan grup"
          sx={{ maxWidth: 320 }}
        />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {(['csv', 'xlsx'] as const).map((format) => (
            <Button
              key={format}
              variant="outlined"
              loading={downloading === format}
              disabled={downloading !== null}
              onClick={() => void download(format)}
              aria-label={`Unduh ${FORMAT_LABELS[format]} instruksi potongan gaji`}
            >
              {`Unduh ${FORMAT_LABELS[format]}`}
            </Button>
          ))}
        </Stack>
        {error && <Alert severity="error">{error}</Alert>}
      </Stack>
    </SectionCard>
  );
}
