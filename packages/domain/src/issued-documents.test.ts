import { describe, expect, it } from 'vitest';
import { ISSUED_DOCUMENT_KINDS, maskPersonName, presentDocumentFigures } from './issued-documents';
import {
  formatVerificationCode,
  normaliseVerificationCode,
  VERIFICATION_CODE_LENGTH,
  verificationCodeFromBytes,
  verificationUrl,
} from './verification-code';

describe('maskPersonName', () => {
  const table: [string, string][] = [
    ['Siti Rahmawati', 'S*** R********'],
    ['Budi', 'B***'],
    ['  budi   santoso ', 'B*** S******'],
    ['Moh. Rizal A', 'M*** R**** A'],
    ['Ni Luh Ayu', 'N* L** A**'],
    ['Élodie Ünal', 'É***** Ü***'],
  ];
  it.each(table)('%s → %s', (name, expected) => {
    expect(maskPersonName(name)).toBe(expected);
  });
});

describe('presentDocumentFigures', () => {
  it('labels and writes each figure in the kind’s order', () => {
    const figures = { settledOn: '2026-11-26', loanAmount: 6_000_000, agreementNo: 'PK-2026-0007' };
    expect(presentDocumentFigures('settlement-letter', figures)).toEqual([
      { label: 'Nomor perjanjian', value: 'PK-2026-0007' },
      { label: 'Jumlah pinjaman', value: 'Rp 6.000.000' },
      { label: 'Tanggal lunas', value: '26-11-2026' },
    ]);
  });

  it('writes months, counts and years without thousands dots', () => {
    const schedule = presentDocumentFigures('loan-schedule', {
      agreementNo: 'PK-1',
      loanAmount: 12_000_000,
      tenor: 12,
      paidInstalments: 3,
      outstandingPrincipal: 9_100_250,
    });
    expect(schedule.map((figure) => figure.value)).toEqual([
      'PK-1',
      'Rp 12.000.000',
      '12 bulan',
      '3',
      'Rp 9.100.250',
    ]);
    const slip = presentDocumentFigures('shu-slip', { year: 2025, jasaModal: 1, jasaUsaha: 2, total: 3 });
    expect(slip[0]).toEqual({ label: 'Tahun buku', value: '2025' });
  });

  it('shows stored figures only: nothing the kind does not name', () => {
    const shown = presentDocumentFigures('settlement-letter', {
      agreementNo: 'PK-1',
      nik: '3174000000000001',
    });
    expect(shown).toEqual([{ label: 'Nomor perjanjian', value: 'PK-1' }]);
  });

  it('gives every kind its own code', () => {
    const codes = Object.values(ISSUED_DOCUMENT_KINDS).map((kind) => kind.code);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('verification codes', () => {
  it('makes 20 characters of base32 from 20 random bytes, 5 bits each', () => {
    const bytes = Uint8Array.from({ length: 20 }, (_, index) => index * 13);
    const code = verificationCodeFromBytes(bytes);
    expect(code).toHaveLength(VERIFICATION_CODE_LENGTH);
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{20}$/);
    expect(verificationCodeFromBytes(new Uint8Array(20))).toBe('0'.repeat(20));
    expect(verificationCodeFromBytes(new Uint8Array(20).fill(255))).toBe('Z'.repeat(20));
    expect(() => verificationCodeFromBytes(new Uint8Array(19))).toThrow(RangeError);
  });

  const table: [string, string | null, string][] = [
    ['ABCD-EFGH-JKMN-PQRS-TVWX', 'ABCDEFGHJKMNPQRSTVWX', 'printed groups'],
    ['abcdefghjkmnpqrstvwx', 'ABCDEFGHJKMNPQRSTVWX', 'any case'],
    [' abcd efgh jkmn pqrs tvwx ', 'ABCDEFGHJKMNPQRSTVWX', 'spaces'],
    ['OOOO-IIII-LLLL-0000-1111', '00001111111100001111', 'letters read as digits'],
    ['ABCDEFGHJKMNPQRSTVW', null, 'too short'],
    ['ABCDEFGHJKMNPQRSTVWXY', null, 'too long'],
    ['ABCDEFGHJKMNPQRSTVWU', null, 'U is not in the alphabet'],
    ['ABCDEFGHJKMNPQRSTVW!', null, 'punctuation'],
  ];
  it.each(table)('reads %s as %s (%s)', (input, expected) => {
    expect(normaliseVerificationCode(input)).toBe(expected);
  });

  it('prints in groups of four and builds the public URL', () => {
    expect(formatVerificationCode('ABCDEFGHJKMNPQRSTVWX')).toBe('ABCD-EFGH-JKMN-PQRS-TVWX');
    expect(verificationUrl('https://portal.kopkar.co.id/', 'ABCDEFGHJKMNPQRSTVWX')).toBe(
      'https://portal.kopkar.co.id/verifikasi/ABCDEFGHJKMNPQRSTVWX',
    );
  });
});
