import type { User } from '@kopkar/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, getSession, setSession, updateSessionUser } from './session';

const user: User = {
  id: 2,
  NIK: '100002',
  name: 'Siti Rahmawati',
  image: null,
  email: 'siti@example.com',
  mobilephoneno: null,
  companyID: 1,
  EmployeeID: 'E2',
  birthdate: null,
  gender: 'P',
  payroll: null,
  address: null,
  saldoiuranwajib: 20_550_000,
  saldomaxpinjaman: 5_000_000,
  poin: 250,
  joindate: null,
  mustChangePassword: false,
};

afterEach(() => clearSession());

describe('updateSessionUser', () => {
  it('keeps the very same session object for an equal copy of the member, so nothing renders again', () => {
    setSession({ access_token: 't', user });
    const before = getSession();
    updateSessionUser({ ...user });
    expect(getSession()).toBe(before);
  });

  it('stores a changed member, keeping the token', () => {
    setSession({ access_token: 't', user });
    updateSessionUser({ ...user, poin: 300 });
    expect(getSession()).toEqual({ access_token: 't', user: { ...user, poin: 300 } });
  });

  it('does nothing while signed out', () => {
    updateSessionUser(user);
    expect(getSession()).toBeNull();
  });
});
