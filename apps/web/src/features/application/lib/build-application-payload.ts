import {
  type CalculatorReply,
  type LoanApplication,
  type Product,
  type RateCheckReply,
  termYearsForTenor,
  type User,
} from '@kopkar/domain';

export type ApplicationDraft = {
  user: Pick<User, 'NIK' | 'name'>;
  product: Product;
  /** Base64 data URLs: the resized selfie, the application form and the supporting document. */
  selfie: string;
  form: string;
  supporting: string;
  /** Rupiah. */
  amount: number;
  /** Months. */
  tenor: number;
  rate: RateCheckReply;
  quote: CalculatorReply;
};

/**
 * The docs/product/data.md application payload. term_years is 1 for a tenor of 12 months or less, else 2 (docs/product/api.md);
 * from_web is 1; the outstanding principal is the amount and the outstanding interest the calculator's
 * total interest. The server recomputes every figure; these are the member's view of them.
 */
export function buildApplicationPayload(draft: ApplicationDraft): LoanApplication {
  return {
    NIK: draft.user.NIK,
    EmployeeName: draft.user.name,
    ProductID: draft.product.ProductID,
    FinancePurpose: draft.product.FinancePurpose,
    PhotoKTP: draft.selfie,
    PhotoPendukung: draft.form,
    DocPendukung: draft.supporting,
    loan_amount: draft.amount,
    interest: draft.rate.EffectiveRate,
    term_years: termYearsForTenor(draft.tenor),
    tenor: draft.tenor,
    InstallmentAmount: draft.quote.payment,
    OSPrincipalAmount: draft.amount,
    OSPInterestAmount: draft.quote.interest,
    from_web: 1,
  };
}
