import { ACCOUNT_TYPES, type AccountType, addMonths, daysInMonth } from '@kopkar/domain';

/** What moved the money, as staff read it (the API's `source`, docs/product/ledger.md). */
export const JOURNAL_SOURCE_LABELS: Readonly<Record<string, string>> = {
  opening: 'Saldo awal',
  funding: 'Pencairan',
  payroll: 'Payroll',
  'employer-transfer': 'Transfer perusahaan',
  settlement: 'Pelunasan',
  deposit: 'Setoran sukarela',
  withdrawal: 'Penarikan sukarela',
  jasa: 'Jasa simpanan',
  pokok: 'Simpanan pokok',
  shu: 'SHU',
  resignation: 'Pengunduran diri',
  manual: 'Manual',
  reversal: 'Pembalik',
  'year-close': 'Tutup buku',
};

export const describeJournalSource = (source: string) => JOURNAL_SOURCE_LABELS[source] ?? source;

/** The staff string of the signed-in staff member as the ledger records it (`staff:7`). */
export const staffActor = (staffId: number | undefined) => (staffId === undefined ? '' : `staff:${staffId}`);

/** Who made or approved an entry: the signed-in staff member is "Anda", others by their account number. */
export function describeLedgerActor(actor: string, ownActor: string): string {
  if (actor === ownActor) return 'Anda';
  const [kind, id] = actor.split(':');
  if (kind === 'staff' && id) return `Petugas #${id}`;
  if (kind === 'member' && id) return `Anggota #${id}`;
  return kind === 'system' ? 'Sistem' : actor;
}

/** The first and last day of a month (`YYYY-MM`), the journal list's range. */
export function monthRange(month: string): { from: string; to: string } {
  const [year, monthNumber] = month.split('-').map(Number);
  const lastDay = daysInMonth(year ?? 1970, monthNumber ?? 1);
  return { from: `${month}-01`, to: `${month}-${String(lastDay).padStart(2, '0')}` };
}

/** The month before the one `today` (YYYY-MM-DD) falls in, `YYYY-MM`. */
export const previousMonth = (today: string) => addMonths(`${today.slice(0, 7)}-01`, -1).slice(0, 7);

/**
 * The type of an account code as it is being typed: the one its first digit names (1 aset … 5 beban, as the API
 * gives it), null before the code starts with a digit 1–5.
 */
export function accountTypeOfFirstDigit(code: string): AccountType | null {
  const digit = code.trim().charAt(0);
  return /^[1-5]$/.test(digit) ? (ACCOUNT_TYPES[Number(digit) - 1] ?? null) : null;
}
