import { formatDate, formatPeriod, formatRupiah, type PayrollSummary } from '@kopkar/domain';
import { FactList } from '@/components/staff/section-card';

type Fact = readonly [string, string];

/** What a period's posting books (or booked, once posted): instalments, contributions, points, jasa simpanan. */
export function PayrollSummaryFacts({ summary }: { summary: PayrollSummary }) {
  const jasa: Fact[] = summary.jasaSimpanan
    ? [
        [
          `Jasa simpanan ${formatPeriod(summary.jasaSimpanan.month)}`,
          `${summary.jasaSimpanan.count} anggota · ${formatRupiah(summary.jasaSimpanan.amount)}`,
        ],
      ]
    : [];
  const skipped: Fact[] = summary.skippedNiks.length
    ? [['Dilewati (potongan gagal)', summary.skippedNiks.join(', ')]]
    : [];
  return (
    <FactList
      facts={[
        ['Periode / tanggal potong', `${formatPeriod(summary.period)} · ${formatDate(summary.cutOffDate)}`],
        ['Angsuran', `${summary.instalments.count} baris · ${formatRupiah(summary.instalments.amount)}`],
        [
          'Iuran wajib',
          `${summary.contributions.count} anggota · ${formatRupiah(summary.contributions.amount)}`,
        ],
        ['Poin', `${summary.points.total} poin untuk ${summary.points.count} angsuran tepat waktu`],
        ...jasa,
        ['Pinjaman lunas', summary.finishingLoans.length ? summary.finishingLoans.join(', ') : 'Tidak ada'],
        ...skipped,
      ]}
    />
  );
}
