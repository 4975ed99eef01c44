import { describe, expect, it } from 'vitest';
import { TENOR_MAX_MONTHS, TENOR_MIN_MONTHS, TENOR_OPTIONS } from '../constants';
import {
  calculatorRequestSchema,
  counterOfferAnswerSchema,
  loanApplicationSchema,
  rateCheckRequestSchema,
  settlementRequestSchema,
  TENOR_STEP,
  tenorSchema,
} from './loans';

const application = {
  NIK: '12345678',
  EmployeeName: 'Siti Aminah',
  ProductID: 1,
  FinancePurpose: 'Renovasi Rumah',
  PhotoKTP: 'data:image/jpeg;base64,/9j/4AAQ',
  PhotoPendukung: 'data:application/pdf;base64,JVBERi0x',
  DocPendukung: 'data:image/png;base64,iVBORw0K',
  loan_amount: 12_000_000,
  interest: 12,
  term_years: 1,
  tenor: 12,
  InstallmentAmount: 1_066_185,
  OSPrincipalAmount: 12_000_000,
  OSPInterestAmount: 794_226,
  from_web: 1,
};

/** The first issue's path and message, or 'ok'. */
const firstIssue = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  result.success ? 'ok' : `${result.error?.issues[0]?.path.join('.')}: ${result.error?.issues[0]?.message}`;

describe('loanApplicationSchema', () => {
  // [change to a valid payload, expected first issue or 'ok', reason]
  const table: [Record<string, unknown>, string, string][] = [
    [{}, 'ok', 'the golden 12 jt / 12 bulan application'],
    [{ loan_amount: '500000', tenor: '6', from_web: '1' }, 'ok', 'form fields arrive as strings'],
    [{ loan_amount: 0 }, 'loan_amount: Opps... Minimal pinjaman Rp 500.000', 'the slider left at 0'],
    [{ loan_amount: 1_250_000 }, 'loan_amount: Jumlah pinjaman harus kelipatan Rp 500.000', 'off the step'],
    [{ tenor: 48, term_years: 2 }, 'tenor: Tenor maksimal 36 bulan', 'beyond the tenor range'],
    [{ tenor: 20, term_years: 2 }, 'tenor: Pilihan tenor tidak tersedia', 'not one of the options'],
    [
      { tenor: 24 },
      'term_years: term_years harus 1 untuk tenor ≤ 12 bulan, selain itu 2',
      'docs/product/api.md rule',
    ],
    [{ FinancePurpose: '' }, 'FinancePurpose: Pilih Tujuan Pinjaman terlebih dahulu', 'product first'],
    [
      { DocPendukung: 'x'.repeat(1_400_000) },
      'DocPendukung: File Dokumen pendukung Terlalu Besar, Maks 1 Mb',
      'document over 1 MB',
    ],
    [{ NIK: '12ab' }, 'NIK: NIK harus berupa angka', 'NIK is digits only'],
    [{ from_web: 0 }, 'from_web: Invalid input: expected 1', 'the portal always sends from_web 1'],
  ];
  it.each(table)('%j → %s (%s)', (change, expected) => {
    expect(firstIssue(loanApplicationSchema.safeParse({ ...application, ...change }))).toBe(expected);
  });
});

describe('other loan requests', () => {
  const table: [string, { safeParse: (body: unknown) => { success: boolean } }, unknown, boolean, string][] =
    [
      ['NST', counterOfferAnswerSchema, { id: 7, NIK: '12345678', approval: 1 }, true, 'accept the offer'],
      [
        'NST',
        counterOfferAnswerSchema,
        { id: 7, NIK: '12345678', approval: '0' },
        true,
        'decline, sent as text',
      ],
      ['NST', counterOfferAnswerSchema, { id: 7, NIK: '12345678', approval: 2 }, false, 'only 0 or 1'],
      ['cekrate', rateCheckRequestSchema, { ProductID: 1, LoanAmount: 500_000 }, true, 'the minimum loan'],
      ['cekrate', rateCheckRequestSchema, { ProductID: 1, LoanAmount: 0 }, false, 'below minimum: non-200'],
      [
        'Calculator',
        calculatorRequestSchema,
        { id: 1, loan_amount: 12_000_000, terms: 12 },
        true,
        'tenor as terms',
      ],
      [
        'Calculator',
        calculatorRequestSchema,
        { id: 1, loan_amount: 12_000_000, terms: 0 },
        false,
        'no tenor',
      ],
      [
        'Pelunasan',
        settlementRequestSchema,
        { id: 3, NIK: '12345678', TglPengajuan: '2025-06-25', PaidAmount: 9_224_295, AgreementNo: 'AGR-001' },
        true,
        'the settlement quote of the golden schedule after 3 rows',
      ],
      [
        'Pelunasan',
        settlementRequestSchema,
        { id: 3, NIK: '12345678', TglPengajuan: '25-06-2025', PaidAmount: 1, AgreementNo: 'AGR-001' },
        false,
        'the date travels as YYYY-MM-DD',
      ],
    ];
  it.each(table)('%s %j → %s (%s)', (_call, schema, body, valid) => {
    expect(schema.safeParse(body).success).toBe(valid);
  });
});

describe('tenor', () => {
  it('takes exactly the options, which are every step from the least to the most', () => {
    const steps = Array.from(
      { length: (TENOR_MAX_MONTHS - TENOR_MIN_MONTHS) / TENOR_STEP + 1 },
      (_, i) => TENOR_MIN_MONTHS + i * TENOR_STEP,
    );
    expect(steps).toEqual([...TENOR_OPTIONS]);
    const taken = Array.from({ length: 100 }, (_, i) => i - 30).filter(
      (tenor) => tenorSchema.safeParse(tenor).success,
    );
    expect(taken).toEqual([...TENOR_OPTIONS]);
  });

  it('says "not an option" once beside a bound', () => {
    const messages = (tenor: number) =>
      tenorSchema.safeParse(tenor).error?.issues.map((issue) => issue.message);
    expect(messages(42)).toEqual(['Tenor maksimal 36 bulan', 'Pilihan tenor tidak tersedia']);
    expect(messages(40)).toEqual(['Tenor maksimal 36 bulan', 'Pilihan tenor tidak tersedia']);
    expect(messages(0)).toEqual(['Tenor minimal 6 bulan', 'Pilihan tenor tidak tersedia']);
    expect(messages(7)).toEqual(['Pilihan tenor tidak tersedia']);
  });
});
