import { eq, sql, sum } from 'drizzle-orm';
import type { Database } from '../client';
import { members, pointsLedger, settings, staff } from '../schema/index';
import { seedConsentAcceptances } from './consents-data';
import { seedContent } from './content-data';
import { todayInJakarta } from './dates';
import { seedGovernanceDocuments } from './governance-data';
import type { LoanSeedContext } from './loan-builders';
import { seedDewiLoans, seedSitiLoans } from './loans-data';
import { seedMembers } from './members-data';
import { seedOrganisation } from './organisation';
import { seedPages } from './pages-data';
import { seedPointOffers } from './point-offers-data';
import { seedProducts } from './products-data';
import { seedSavings } from './savings-data';
import { seedSettings } from './settings-data';

/** Siti's seeded points balance. */
export const DEMO_POINTS_SITI = 250;

/** True when no member, staff account or setting exists yet: the seed may run. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [memberCount, staffCount, settingCount] = await Promise.all([
    db.$count(members),
    db.$count(staff),
    db.$count(settings),
  ]);
  return memberCount + staffCount + settingCount === 0;
}

export type SeedOptions = {
  /** Argon2id hash of the demo password, used for every demo account. */
  passwordHash: string;
  /** `YYYY-MM-DD` the demo history is relative to; default today in Asia/Jakarta. */
  today?: string;
};

/** Writes the Indonesian demo data (docs/demo-data.md) in one transaction (all or nothing). */
export async function seedDemoData(db: Database, opts: SeedOptions): Promise<void> {
  const today = opts.today ?? todayInJakarta();
  await db.transaction(async (tx) => {
    await seedSettings(tx);
    const organisation = await seedOrganisation(tx, opts.passwordHash);
    const products = await seedProducts(tx);
    const demoMembers = await seedMembers(tx, organisation, opts.passwordHash);
    const ctx: LoanSeedContext = { db: tx, today, counter: { application: 0, agreement: 0 } };
    const parties = { members: demoMembers, products, staff: organisation.staffIds };
    await seedSitiLoans(ctx, parties);
    await seedDewiLoans(ctx, parties);
    await topUpPoints(tx, demoMembers.siti.id, DEMO_POINTS_SITI);
    await seedSavings(tx, demoMembers, today);
    await seedPages(tx);
    await seedContent(tx, today);
    await seedPointOffers(tx);
    await seedGovernanceDocuments(tx, organisation.staffIds.admin, today);
    await seedConsentAcceptances(tx, Object.values(demoMembers), today);
    // The history above was written straight into the modules' tables: the books open from it, balanced
    // (migration 0025's function, the one an upgraded installation's books opened with).
    await tx.execute(sql`select ledger_open_from_subledgers(${today}::date)`);
  });
}

/** Grants the difference between the earned points and the demo balance. */
async function topUpPoints(db: Database, memberId: number, target: number): Promise<void> {
  const [row] = await db
    .select({ total: sum(pointsLedger.delta) })
    .from(pointsLedger)
    .where(eq(pointsLedger.memberId, memberId));
  const delta = target - Number(row?.total ?? 0);
  if (delta === 0) return;
  await db.insert(pointsLedger).values({ memberId, delta, reason: 'GRANT', ref: 'seed:welcome-bonus' });
}
