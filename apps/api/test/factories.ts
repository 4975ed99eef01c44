import { hash } from '@node-rs/argon2';
import type { Database } from '../src/db/client';
import { companies, contributions, members } from '../src/db/schema';

export const TEST_PASSWORD = 'Rahasia-Kuat-2026';
let passwordHashOnce: Promise<string> | undefined;
const testPasswordHash = () => {
  passwordHashOnce ??= hash(TEST_PASSWORD);
  return passwordHashOnce;
};

let sequence = 0;

/** A company and an active member with TEST_PASSWORD; override any column. */
export async function createMember(
  db: Database,
  overrides: Partial<typeof members.$inferInsert> & { contributionBalance?: number } = {},
) {
  sequence += 1;
  const { contributionBalance, ...columns } = overrides;
  const [company] = await db
    .insert(companies)
    .values({ code: `CMP${sequence}-${Date.now()}`, name: `PT Uji ${sequence}` })
    .returning();
  const nik = columns.nik ?? String(200000 + sequence);
  const [member] = await db
    .insert(members)
    .values({
      nik,
      employeeId: `EMP${nik}`,
      companyId: company!.id,
      name: `Anggota ${nik}`,
      email: `${nik}@contoh.co.id`,
      mobilePhone: '081234567890',
      passwordHash: await testPasswordHash(),
      ...columns,
    })
    .returning();
  if (contributionBalance) {
    await db
      .insert(contributions)
      .values({ memberId: member!.id, period: '2026-01', amount: contributionBalance, source: 'OPENING' });
  }
  return member!;
}
