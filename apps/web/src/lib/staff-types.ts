import type { AmortisationRow, LoanHistoryItem, User } from '@kopkar/domain';

/** GET /admin/approvals/queue: one application waiting for the signed-in staff member's step. */
export type QueueItem = {
  id: number;
  ApprovalNo: string;
  memberName: string;
  NIK: string;
  FinancePurpose: string;
  LoanAmount: number;
  Tenor: number;
  JenisPengajuan: string;
  step: number;
  jobtitle: string;
  SubmitDate: string;
  ageDays: number;
};

export type ChainStep = { step: number; role: string; jobtitle: string };

export type DecisionEntry = {
  step: number;
  round: number;
  jobtitle: string;
  Approvalby: string;
  ApprovalStatus: string;
  Notes: string | null;
  DecidedAt: string;
};

/** GET /admin/applications/{id}: everything a decider needs on one screen. */
export type ApplicationDetail = {
  application: LoanHistoryItem;
  member: User;
  schedule: AmortisationRow[];
  documents: { selfie: string | null; form: string | null; supporting: string | null };
  otherLoans: LoanHistoryItem[];
  chain: ChainStep[];
  decisions: DecisionEntry[];
  currentStep: number | null;
  canDecide: boolean;
};

/** GET /admin/funding/queue: an approved (APV) application waiting for disbursement. */
export type FundingQueueItem = {
  id: number;
  ApprovalNo: string;
  memberName: string;
  NIK: string;
  FinancePurpose: string;
  LoanAmount: number;
  Tenor: number;
  InstallmentAmount: number;
  ApprovedAt: string | null;
};

export type RunningLoan = { id: number; AgreementNo: string | null; sisapokok: number; sisabunga: number };

/** POST /admin/funding/{id}/preview: the figures FINANCE confirms (integer Rupiah, ISO dates). */
export type FundingPreview = {
  FeeAdmin: number;
  pta: number;
  sisapokok: number;
  sisabunga: number;
  TotalPencairan: number;
  LoanAmount: number;
  Tenor: number;
  InstallmentAmount: number;
  TglPencairan: string;
  TglPotongan: string;
  runningLoans: RunningLoan[];
  replaceAgreementId: number | null;
  interestMonths: number;
};

export type FundingResult = {
  AgreementNo: string;
  TotalPencairan: number;
  TglPencairan: string;
  TglPotongan: string;
};
