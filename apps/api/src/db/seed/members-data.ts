import type { Database } from '../client';
import { members } from '../schema/index';
import type { DemoOrganisation } from './organisation';

export type DemoMemberKey = 'budi' | 'siti' | 'andi' | 'dewi';
/** A seeded member as the rest of the seed needs them: the join date dates their savings, the grade sizes wajib. */
export type DemoMember = {
  id: number;
  nik: string;
  name: string;
  email: string | null;
  joinDate: string;
  jobGrade: string;
};

type MemberSeed = {
  key: DemoMemberKey;
  company: keyof DemoOrganisation['companyIds'];
  fields: Omit<typeof members.$inferInsert, 'companyId' | 'passwordHash'> & {
    joinDate: string;
    jobGrade: string;
  };
};

const MEMBERS: MemberSeed[] = [
  {
    key: 'budi',
    company: 'finance',
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

/** The demo members, inserted in one statement; their savings follow from their join dates (savings-data.ts). */
export async function seedMembers(
  db: Database,
  organisation: DemoOrganisation,
  passwordHash: string,
): Promise<Record<DemoMemberKey, DemoMember>> {
  const rows = await db
    .insert(members)
    .values(
      MEMBERS.map((seed) => ({
        ...seed.fields,
        companyId: organisation.companyIds[seed.company],
        passwordHash,
      })),
    )
    .returning({ id: members.id, nik: members.nik, name: members.name, email: members.email });
  const byNik = new Map(rows.map((row) => [row.nik, row]));
  const result = {} as Record<DemoMemberKey, DemoMember>;
  for (const seed of MEMBERS) {
    const row = byNik.get(seed.fields.nik);
    if (!row) throw new Error(`member ${seed.fields.nik} was not inserted`);
    result[seed.key] = { ...row, joinDate: seed.fields.joinDate, jobGrade: seed.fields.jobGrade };
  }
  return result;
}
