import type { Database } from '../client';
import { approvalChainSteps, companies, staff } from '../schema/index';

export type DemoOrganisation = {
  companyIds: { finance: number; multifinance: number };
  staffIds: Record<'admin' | 'hc' | 'approver1' | 'approver2' | 'approver3' | 'finance' | 'editor', number>;
};

/** The group's companies, their approval chains and the back-office accounts. */
export async function seedOrganisation(db: Database, passwordHash: string): Promise<DemoOrganisation> {
  const [finance, multifinance] = await db
    .insert(companies)
    .values([
      { code: 'SJF', name: 'PT Sejahtera Finance Indonesia' },
      { code: 'SJM', name: 'PT Sejahtera Multifinance' },
    ])
    .returning({ id: companies.id });
  if (!finance || !multifinance) throw new Error('companies were not inserted');

  await db.insert(approvalChainSteps).values([
    { companyId: finance.id, stepNo: 1, role: 'HC', jobTitle: 'Human Capital' },
    { companyId: finance.id, stepNo: 2, role: 'APPROVER', jobTitle: 'Atasan Langsung' },
    { companyId: finance.id, stepNo: 3, role: 'APPROVER', jobTitle: 'Manager' },
    { companyId: multifinance.id, stepNo: 1, role: 'HC', jobTitle: 'Human Capital' },
    { companyId: multifinance.id, stepNo: 2, role: 'APPROVER', jobTitle: 'Atasan Langsung' },
    { companyId: multifinance.id, stepNo: 3, role: 'APPROVER', jobTitle: 'Manager' },
    { companyId: multifinance.id, stepNo: 4, role: 'APPROVER', jobTitle: 'Ketua Koperasi' },
  ]);

  const accounts = [
    { username: 'admin', name: 'Administrator Koperasi', role: 'ADMIN', jobTitle: 'Administrator' },
    { username: 'hc', name: 'Rina Marlina', role: 'HC', jobTitle: 'Human Capital' },
    { username: 'approver1', name: 'Agus Setiawan', role: 'APPROVER', jobTitle: 'Atasan Langsung' },
    { username: 'approver2', name: 'Hendra Gunawan', role: 'APPROVER', jobTitle: 'Manager' },
    { username: 'approver3', name: 'Bambang Sutrisno', role: 'APPROVER', jobTitle: 'Ketua Koperasi' },
    { username: 'finance', name: 'Yuliana Putri', role: 'FINANCE', jobTitle: 'Staf Keuangan' },
    { username: 'editor', name: 'Fajar Nugroho', role: 'EDITOR', jobTitle: 'Editor Konten' },
  ] as const;
  const rows = await db
    .insert(staff)
    .values(
      accounts.map((account) => ({ ...account, email: `${account.username}@kksb.co.id`, passwordHash })),
    )
    .returning({ id: staff.id, username: staff.username });
  const staffIds = Object.fromEntries(
    rows.map((row) => [row.username, row.id]),
  ) as DemoOrganisation['staffIds'];
  return { companyIds: { finance: finance.id, multifinance: multifinance.id }, staffIds };
}
