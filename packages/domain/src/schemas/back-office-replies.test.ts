import { describe, expect, it } from 'vitest';
import { adminMemberPageSchema, staffAccountSchema } from './administration-replies';
import { approvalQueueItemSchema } from './approvals-replies';
import { adminProductSchema } from './content-admin-replies';
import { fundingPreviewSchema } from './funding-replies';
import { settlementQueueItemSchema } from './settlement-desk';

/** Replies shaped as the API's services and presenters build them (approvals-read.service.ts, funding.service.ts…). */
const queueItem = {
  id: 7,
  ApprovalNo: 'APV-2026-0007',
  memberName: 'Budi Santoso',
  NIK: '100001',
  FinancePurpose: 'Renovasi rumah',
  LoanAmount: 10_000_000,
  Tenor: 12,
  JenisPengajuan: 'NEW',
  step: 1,
  jobtitle: 'HC',
  SubmitDate: '2026-01-05T02:00:00.000Z',
  ageDays: 3,
};

const preview = {
  payee: {
    memberName: 'Budi Santoso',
    NIK: '100001',
    ApprovalNo: 'APV-2026-0007',
    FinancePurpose: 'Renovasi rumah',
    payrollAccountNo: '1230045678',
    payrollAccountName: 'BUDI SANTOSO',
    blockedReason: null,
  },
  FeeAdmin: 100_000,
  pta: 50_000,
  sisapokok: 0,
  sisabunga: 0,
  TotalPencairan: 9_850_000,
  LoanAmount: 10_000_000,
  Tenor: 12,
  InstallmentAmount: 895_000,
  TglPencairan: '2026-01-10',
  TglPotongan: '2026-02-25',
  runningLoans: [{ id: 3, AgreementNo: 'AG-3', sisapokok: 1_000_000, sisabunga: 20_000 }],
  replaceAgreementId: null,
};

describe('back-office reply schemas', () => {
  it.each([
    ['approval queue item', approvalQueueItemSchema, queueItem],
    ['funding preview', fundingPreviewSchema, preview],
    [
      'settlement desk item',
      settlementQueueItemSchema,
      {
        id: 1,
        status: 'PT3',
        AgreementNo: 'AG-1',
        memberName: 'Budi',
        NIK: '100001',
        TotalPelunasan: 5_000_000,
        OSP: 4_900_000,
        Interest: 100_000,
        plannedDate: '2026-01-20',
        QuoteValidUntil: null,
        hasProof: true,
        requestedAt: '2026-01-05T02:00:00.000Z',
      },
    ],
    [
      'staff account',
      staffAccountSchema,
      {
        id: 2,
        username: 'finance',
        name: 'Petugas Finance',
        email: null,
        role: 'FINANCE',
        jobTitle: null,
        companyId: null,
        memberId: null,
        isActive: true,
        createdAt: '2026-01-01T00:00:00.000Z',
      },
    ],
    ['empty member page', adminMemberPageSchema, { items: [], page: 1, pageSize: 20, total: 0 }],
  ] as const)('accepts a %s as the API sends it', (_name, schema, reply) => {
    expect(schema.parse(reply)).toEqual(reply);
  });

  it('refuses a reply with a missing or mistyped field, so a changed API fails the client loudly', () => {
    const { ageDays: _, ...withoutAge } = queueItem;
    expect(approvalQueueItemSchema.safeParse(withoutAge).success).toBe(false);
    expect(fundingPreviewSchema.safeParse({ ...preview, TotalPencairan: '9850000' }).success).toBe(false);
    expect(staffAccountSchema.safeParse({ role: 'ROOT' }).success).toBe(false);
  });

  it('keeps a product rate that is not whole (13,5 % a year)', () => {
    const product = {
      id: 1,
      code: 'RENOV',
      name: 'Renovasi',
      financePurpose: 'Renovasi rumah',
      description: '',
      isActive: true,
      sort: 0,
      imageUrl: null,
      tiers: [{ id: 1, minAmount: 500_000, maxAmount: 50_000_000, effectiveRate: 13.5, tenorMax: 36 }],
    };
    expect(adminProductSchema.parse(product).tiers[0]?.effectiveRate).toBe(13.5);
  });
});
