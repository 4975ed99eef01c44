/**
 * The cooperative's chart of accounts (docs/decisions/0023-general-ledger.md): the accounts a koperasi simpan
 * pinjam needs under SAK EP, seeded by the migration with these codes. ADMIN may add accounts and rename them; an
 * account with entries keeps its code and type. Amounts are whole Rupiah.
 */

export const ACCOUNT_TYPES = ['ASSET', 'LIABILITY', 'EQUITY', 'INCOME', 'EXPENSE'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const ACCOUNT_TYPE_LABELS: Readonly<Record<AccountType, string>> = {
  ASSET: 'Aset',
  LIABILITY: 'Liabilitas',
  EQUITY: 'Ekuitas',
  INCOME: 'Pendapatan',
  EXPENSE: 'Beban',
};

/** The side that increases an account of `type`: assets and expenses grow by debits, the rest by credits. */
export function normalSide(type: AccountType): 'DEBIT' | 'CREDIT' {
  return type === 'ASSET' || type === 'EXPENSE' ? 'DEBIT' : 'CREDIT';
}

/** The accounts the portal posts to by code; every posting rule names its accounts through this table. */
export const ACCOUNTS = {
  kas: '1101',
  bank: '1102',
  piutangPinjaman: '1201',
  piutangPotonganGaji: '1202',
  simpananSukarela: '2101',
  hutangPremiPta: '2102',
  hutangShu: '2103',
  simpananPokok: '3101',
  simpananWajib: '3102',
  cadangan: '3201',
  shuTahunBerjalan: '3301',
  saldoAwal: '3901',
  pendapatanJasaPinjaman: '4101',
  pendapatanAdministrasi: '4102',
  pendapatanLain: '4901',
  bebanJasaSimpanan: '5101',
  bebanOperasional: '5201',
  bebanLain: '5901',
} as const;
export type AccountKey = keyof typeof ACCOUNTS;
export type AccountCode = string;

export type ChartAccount = { code: AccountCode; name: string; type: AccountType };

/** The default chart, in code order, as the migration seeds it. */
export const DEFAULT_CHART: readonly ChartAccount[] = [
  { code: ACCOUNTS.kas, name: 'Kas', type: 'ASSET' },
  { code: ACCOUNTS.bank, name: 'Bank', type: 'ASSET' },
  { code: ACCOUNTS.piutangPinjaman, name: 'Piutang pinjaman anggota', type: 'ASSET' },
  { code: ACCOUNTS.piutangPotonganGaji, name: 'Piutang potongan gaji (perusahaan)', type: 'ASSET' },
  { code: ACCOUNTS.simpananSukarela, name: 'Simpanan sukarela', type: 'LIABILITY' },
  { code: ACCOUNTS.hutangPremiPta, name: 'Hutang premi PTA', type: 'LIABILITY' },
  { code: ACCOUNTS.hutangShu, name: 'Hutang SHU anggota', type: 'LIABILITY' },
  { code: ACCOUNTS.simpananPokok, name: 'Simpanan pokok', type: 'EQUITY' },
  { code: ACCOUNTS.simpananWajib, name: 'Simpanan wajib', type: 'EQUITY' },
  { code: ACCOUNTS.cadangan, name: 'Cadangan', type: 'EQUITY' },
  { code: ACCOUNTS.shuTahunBerjalan, name: 'SHU tahun berjalan', type: 'EQUITY' },
  { code: ACCOUNTS.saldoAwal, name: 'Ekuitas saldo awal', type: 'EQUITY' },
  { code: ACCOUNTS.pendapatanJasaPinjaman, name: 'Pendapatan jasa pinjaman', type: 'INCOME' },
  { code: ACCOUNTS.pendapatanAdministrasi, name: 'Pendapatan administrasi', type: 'INCOME' },
  { code: ACCOUNTS.pendapatanLain, name: 'Pendapatan lain-lain', type: 'INCOME' },
  { code: ACCOUNTS.bebanJasaSimpanan, name: 'Beban jasa simpanan', type: 'EXPENSE' },
  { code: ACCOUNTS.bebanOperasional, name: 'Beban operasional', type: 'EXPENSE' },
  { code: ACCOUNTS.bebanLain, name: 'Beban lain-lain', type: 'EXPENSE' },
];

/** The type an account code belongs to by its first digit (1 aset … 5 beban), as every code of the chart does. */
export function accountTypeOfCode(code: AccountCode): AccountType | null {
  const type = ACCOUNT_TYPES[Number(code.charAt(0)) - 1];
  return /^\d{4}$/.test(code) && type ? type : null;
}
