import { formatDate, formatRupiah, type User } from '@kopkar/domain';

const GENDERS: Record<string, string> = { L: 'Laki-laki', P: 'Perempuan' };
const orDash = (value: string | null | undefined) => (value?.trim() ? value : '–');

/** The profile of docs/product/screens.md Account as label/value pairs, in the order the page shows them. */
export function listProfileFacts(user: User): [label: string, value: string][] {
  return [
    ['Nama', user.name],
    ['NIK', user.NIK],
    ['Tanggal Lahir', user.birthdate ? formatDate(user.birthdate) : '–'],
    ['Jenis Kelamin', user.gender ? (GENDERS[user.gender] ?? user.gender) : '–'],
    ['Email', orDash(user.email)],
    ['Payroll', orDash(user.payroll)],
    ['No. Handphone', orDash(user.mobilephoneno)],
    ['Alamat', orDash(user.address)],
    ['Saldo Iuran Wajib', formatRupiah(user.saldoiuranwajib)],
    ['Tanggal Bergabung', user.joindate ? formatDate(user.joindate) : '–'],
  ];
}
