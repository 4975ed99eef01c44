import type { User } from '@kopkar/domain';
import { describe, expect, it } from 'vitest';
import { listProfileFacts } from './profile-facts';

const user: User = {
  id: 7,
  NIK: '100002',
  name: 'Siti Rahmawati',
  image: null,
  email: 'siti@contoh.co.id',
  mobilephoneno: null,
  companyID: 1,
  EmployeeID: 'E-2',
  birthdate: '1990-04-12',
  gender: 'P',
  payroll: '1234567890',
  address: '  ',
  saldoiuranwajib: 2_450_000,
  saldomaxpinjaman: 24_000_000,
  poin: 250,
  joindate: '2015-07-01',
  mustChangePassword: false,
};

describe('listProfileFacts', () => {
  it('formats dates DD-MM-YYYY, Rupiah with dots, gender in words and a dash for what is missing', () => {
    expect(Object.fromEntries(listProfileFacts(user))).toEqual({
      Nama: 'Siti Rahmawati',
      NIK: '100002',
      'Tanggal Lahir': '12-04-1990',
      'Jenis Kelamin': 'Perempuan',
      Email: 'siti@contoh.co.id',
      Payroll: '1234567890',
      'No. Handphone': '–',
      Alamat: '–',
      'Saldo Iuran Wajib': 'Rp 2.450.000',
      'Tanggal Bergabung': '01-07-2015',
    });
  });
});
