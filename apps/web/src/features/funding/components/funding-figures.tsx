import type { FundingPreview } from '@kopkar/domain';
import { formatDate } from '@kopkar/domain';
import { MoneyText } from '@/components/money-text';
import { FactList } from '@/components/staff/section-card';

/** The figures FINANCE confirms: fees, PTA, the replaced loan's remainder, TotalPencairan, dates. */
export function FundingFigures({ preview }: { preview: FundingPreview }) {
  return (
    <FactList
      facts={[
        ['Jumlah pinjaman', <MoneyText key="amount" amount={preview.LoanAmount} />],
        ['Tenor', `${preview.Tenor} bulan`],
        ['Angsuran', <MoneyText key="instalment" amount={preview.InstallmentAmount} />],
        ['Biaya admin', <MoneyText key="fee" amount={preview.FeeAdmin} />],
        ['PTA', <MoneyText key="pta" amount={preview.pta} />],
        ['Sisa pokok pinjaman lama', <MoneyText key="pokok" amount={preview.sisapokok} />],
        ['Sisa bunga pinjaman lama', <MoneyText key="bunga" amount={preview.sisabunga} />],
        [
          'Total pencairan',
          <MoneyText key="total" amount={preview.TotalPencairan} sx={{ fontWeight: 800 }} />,
        ],
        ['Tanggal pencairan', formatDate(preview.TglPencairan)],
        ['Potongan pertama', formatDate(preview.TglPotongan)],
      ]}
    />
  );
}
