import { loanApplicationSchema, type Product } from '@kopkar/domain';
import { describe, expect, it } from 'vitest';
import { type ApplicationDraft, buildApplicationPayload } from './build-application-payload';

const product: Product = {
  id: 2,
  ProductID: 2,
  ProductName: 'Pinjaman Renovasi Rumah',
  FinancePurpose: 'Renovasi Rumah',
  FinancePurpos: 'Renovasi Rumah',
  ProductDescription: 'Perbaikan rumah',
  ImagesPath: null,
};

const draftFor = (tenor: number): ApplicationDraft => ({
  user: { NIK: '100001', name: 'Budi Santoso' },
  product,
  selfie: 'data:image/jpeg;base64,AAAA',
  form: 'data:application/pdf;base64,BBBB',
  supporting: 'data:image/png;base64,CCCC',
  amount: 12_000_000,
  tenor,
  rate: { TenorMax: 24, EffectiveRate: 12.5 },
  quote: { payment: 567_681, principal: 12_000_000, interest: 1_624_344, EffectiveRate: 12.5 },
});

describe('buildApplicationPayload (docs/product/data.md payload, §7 term_years rule)', () => {
  it.each([
    [6, 1],
    [12, 1],
    [18, 2],
    [24, 2],
  ])('tenor %i months → term_years %i', (tenor, termYears) => {
    expect(buildApplicationPayload(draftFor(tenor)).term_years).toBe(termYears);
  });

  it('fills every field from the draft and passes the shared request schema', () => {
    const payload = buildApplicationPayload(draftFor(18));
    expect(payload).toEqual({
      NIK: '100001',
      EmployeeName: 'Budi Santoso',
      ProductID: 2,
      FinancePurpose: 'Renovasi Rumah',
      PhotoKTP: 'data:image/jpeg;base64,AAAA',
      PhotoPendukung: 'data:application/pdf;base64,BBBB',
      DocPendukung: 'data:image/png;base64,CCCC',
      loan_amount: 12_000_000,
      interest: 12.5,
      term_years: 2,
      tenor: 18,
      InstallmentAmount: 567_681,
      OSPrincipalAmount: 12_000_000,
      OSPInterestAmount: 1_624_344,
      from_web: 1,
    });
    expect(loanApplicationSchema.safeParse(payload).success).toBe(true);
  });
});
