import { INQUIRY_IN_APPROVAL } from '@kopkar/domain';

type Applicant = { email: string | null; mobilephoneno: string | null };

/**
 * Whether the Loan link may open the application form (docs/product/screens.md Navigation, §5): no application under approval
 * and both e-mail and mobile number on file.
 */
export function canApplyForLoan(user: Applicant, inquiryStatus: string | undefined): boolean {
  const hasContact = Boolean(user.email?.trim()) && Boolean(user.mobilephoneno?.trim());
  return hasContact && inquiryStatus !== INQUIRY_IN_APPROVAL;
}

export const LOAN_BLOCKED_MESSAGE = 'Anda belum bisa melakukan pengajuan Pinjaman';
