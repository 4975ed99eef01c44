import type { Database } from '../client';
import { contributions, members } from '../schema/index';
import { periodOf } from './dates';
import type { DemoOrganisation } from './organisation';
import { DEMO_SETTINGS } from './settings-data';

export type DemoMemberKey = 'budi' | 'siti' | 'andi' | 'dewi';
export type DemoMember = { id: number; nik: string; name: string; email: string | null };

type MemberSeed = {
  key: DemoMemberKey;
  company: keyof DemoOrganisation['companyIds'];
  /** Months of contributions posted before the current period. */
  contributionMonths: number;
  fields: Omit<typeof members.$inferInsert, 'companyId' | 'passwordHash'>;
};

const MEMBERS: MemberSeed[] = [
  {
    key: 'budi',
    company: 'finance',
    contributionMonths: 35, // 35 × Rp 100.000 = Rp 3.500.000
    fields: {
      nik: '100001',
      employeeId: 'SJF-2019-0142',
      name: 'Budi Santoso',
      email: 'budi.santoso@example.com',
      mobilePhone: '081234567801',
      birthDate: '1988-04-12',
      gender: 'L',
      address: 'Jl. Melati No. 12, Kebayoran Baru, Jakarta Selatan',
      jobGrade: 'III',
      payrollAccountNo: '1230045678',
      payrollAccountName: 'BUDI SANTOSO',
      joinDate: '2019-03-01',
    },
  },
  {
    key: 'siti',
    company: 'finance',
    contributionMonths: 60,
    fields: {
      nik: '100002',
      employeeId: 'SJF-2015-0037',
      name: 'Siti Rahmawati',
      email: 'siti.rahmawati@example.com',
      mobilePhone: '081234567802',
      birthDate: '1985-09-23',
      gender: 'P',
      address: 'Jl. Kenanga Raya No. 5, Depok, Jawa Barat',
      jobGrade: 'IV',
      payrollAccountNo: '1230098765',
      payrollAccountName: 'SITI RAHMAWATI',
      joinDate: '2015-07-01',
    },
  },
  {
    key: 'andi',
    company: 'finance',
    contributionMonths: 24,
    fields: {
      nik: '100003',
      employeeId: 'SJF-2022-0311',
      name: 'Andi Wijaya',
      email: null,
      mobilePhone: null,
      birthDate: '1996-01-30',
      gender: 'L',
      address: 'Jl. Cempaka No. 8, Bekasi, Jawa Barat',
      jobGrade: 'II',
      payrollAccountNo: '1230011223',
      payrollAccountName: 'ANDI WIJAYA',
      joinDate: '2022-02-01',
    },
  },
  {
    key: 'dewi',
    company: 'multifinance',
    contributionMonths: 48,
    fields: {
      nik: '100004',
      employeeId: 'SJM-2018-0088',
      name: 'Dewi Lestari',
      email: 'dewi.lestari@example.com',
      mobilePhone: '081234567804',
      birthDate: '1990-06-17',
      gender: 'P',
      address: 'Jl. Anggrek No. 21, Tangerang Selatan, Banten',
      jobGrade: 'III',
      payrollAccountNo: '1230077889',
      payrollAccountName: 'DEWI LESTARI',
      joinDate: '2018-05-01',
    },
  },
];

const GRADE_AMOUNTS = DEMO_SETTINGS['contribution.amountByGrade'] as Record<string, number>;

/** The demo members and their monthly mandatory contributions up to last month. */
export async function seedMembers(
  db: Database,
  organisation: DemoOrganisation,
  passwordHash: string,
  today: string,
): Promise<Record<DemoMemberKey, DemoMember>> {
  const result = {} as Record<DemoMemberKey, DemoMember>;
  for (const seed of MEMBERS) {
    const [row] = await db
      .insert(members)
      .values({ ...seed.fields, companyId: organisation.companyIds[seed.company], passwordHash })
      .returning({ id: members.id, nik: members.nik, name: members.name, email: members.email });
    if (!row) throw new Error(`member ${seed.fields.nik} was not inserted`);
    result[seed.key] = row;
    const amount = GRADE_AMOUNTS[seed.fields.jobGrade ?? ''] ?? 0;
    await db.insert(contributions).values(
      Array.from({ length: seed.contributionMonths }, (_, index) => ({
        memberId: row.id,
        period: periodOf(today, index - seed.contributionMonths),
        amount,
        source: 'PAYROLL',
      })),
    );
  }
  return result;
}
