import type { User } from '@kopkar/domain';

/** A member as /web/login returns it; override only what a test is about. */
export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    NIK: '100001',
    name: 'Budi Santoso',
    image: null,
    email: 'budi@example.test',
    mobilephoneno: '081234567890',
    companyID: 1,
    EmployeeID: 'EMP-100001',
    birthdate: '1990-01-31',
    gender: 'L',
    payroll: '1234567890',
    address: 'Jl. Merdeka 1, Jakarta',
    saldoiuranwajib: 3_500_000,
    saldomaxpinjaman: 3_500_000,
    poin: 0,
    joindate: '2015-03-01',
    mustChangePassword: false,
    ...overrides,
  };
}
