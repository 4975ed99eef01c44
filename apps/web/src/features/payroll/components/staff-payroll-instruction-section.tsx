import { formatPeriod } from '@kopkar/domain';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DownloadButtons } from '@/components/staff/download-buttons';
import { SectionCard } from '@/components/staff/section-card';
import { downloadPayrollInstruction, type InstructionFormat } from '../api/download-payroll-instruction';

const FORMAT_LABELS: Record<InstructionFormat, string> = { csv: 'CSV', xlsx: 'Excel' };

/**
 * Instruksi potongan gaji: what HR deducts from each employee this period (wajib, instalments, arrears), per
 * company or for the whole group, read from the portal's records at the moment it is downloaded.
 */
export function PayrollInstructionSection({ period }: { period: string }) {
  const [company, setCompany] = useState('');

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
        <DownloadButtons
          labels={FORMAT_LABELS}
          subject="instruksi potongan gaji"
          download={(format) => downloadPayrollInstruction(period, format, company.trim())}
        />
      </Stack>
    </SectionCard>
  );
}
