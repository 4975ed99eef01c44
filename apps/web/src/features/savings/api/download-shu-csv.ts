import { fetchDocument } from '@/lib/staff-documents';

/** Downloads a year's distribution as CSV (fetched with the staff token, saved from a blob URL). */
export async function downloadShuCsv(year: number): Promise<void> {
  const blob = await fetchDocument(`/api/v1/admin/shu/${year}/export.csv`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `shu-${year}.csv`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
