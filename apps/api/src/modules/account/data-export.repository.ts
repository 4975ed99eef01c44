import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  agreements,
  applications,
  approvalHistory,
  companies,
  contributions,
  dataRequests,
  files,
  instalments,
  members,
  notifications,
  pointOffers,
  pointRedemptions,
  pointsLedger,
  products,
  savingsDeposits,
  savingsLedger,
  savingsWithdrawals,
  settlements,
  shuShares,
} from '../../db/schema';

/** Everything the cooperative stores about one member, as rows (UU PDP 27/2022: the right to a copy). */
export type MemberRecords = Awaited<ReturnType<typeof readMemberRecords>>;

/** Reads the member's rows of every table that holds their data; `memberId` comes from the token, never a path. */
export async function readMemberRecords(db: Database, memberId: number) {
  const [profile] = await db
    .select({ member: members, companyName: companies.name })
    .from(members)
    .innerJoin(companies, eq(companies.id, members.companyId))
    .where(eq(members.id, memberId));
  const applicationRows = await db
    .select({ application: applications, productName: products.name })
    .from(applications)
    .innerJoin(products, eq(products.id, applications.productId))
    .where(eq(applications.memberId, memberId))
    .orderBy(asc(applications.submittedAt));
  const applicationIds = applicationRows.map((row) => row.application.id);
  const agreementRows = await db
    .select()
    .from(agreements)
    .where(eq(agreements.memberId, memberId))
    .orderBy(asc(agreements.fundingDate));
  const agreementIds = agreementRows.map((row) => row.id);
  return {
    profile,
    applications: applicationRows,
    approvalHistory: applicationIds.length
      ? await db
          .select()
          .from(approvalHistory)
          .where(inArray(approvalHistory.applicationId, applicationIds))
          .orderBy(asc(approvalHistory.decidedAt))
      : [],
    agreements: agreementRows,
    instalments: agreementIds.length
      ? await db
          .select()
          .from(instalments)
          .where(inArray(instalments.agreementId, agreementIds))
          .orderBy(asc(instalments.agreementId), asc(instalments.seq))
      : [],
    settlements: await db.select().from(settlements).where(eq(settlements.memberId, memberId)),
    contributions: await db
      .select()
      .from(contributions)
      .where(eq(contributions.memberId, memberId))
      .orderBy(asc(contributions.period)),
    savingsLedger: await db
      .select()
      .from(savingsLedger)
      .where(eq(savingsLedger.memberId, memberId))
      .orderBy(asc(savingsLedger.id)),
    savingsDeposits: await db.select().from(savingsDeposits).where(eq(savingsDeposits.memberId, memberId)),
    savingsWithdrawals: await db
      .select()
      .from(savingsWithdrawals)
      .where(eq(savingsWithdrawals.memberId, memberId)),
    shuShares: await db.select().from(shuShares).where(eq(shuShares.memberId, memberId)),
    pointsLedger: await db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.memberId, memberId))
      .orderBy(asc(pointsLedger.id)),
    coupons: await db
      .select({ coupon: pointRedemptions, offerTitle: pointOffers.title })
      .from(pointRedemptions)
      .innerJoin(pointOffers, eq(pointOffers.id, pointRedemptions.offerId))
      .where(eq(pointRedemptions.memberId, memberId)),
    notifications: await db
      .select()
      .from(notifications)
      .where(eq(notifications.memberId, memberId))
      .orderBy(asc(notifications.id)),
    dataRequests: await db
      .select()
      .from(dataRequests)
      .where(eq(dataRequests.memberId, memberId))
      .orderBy(asc(dataRequests.id)),
    files: await db
      .select({
        id: files.id,
        purpose: files.purpose,
        mime: files.mime,
        data: files.data,
        createdAt: files.createdAt,
      })
      .from(files)
      .where(and(eq(files.ownerKind, 'member'), eq(files.ownerId, memberId)))
      .orderBy(asc(files.id)),
  };
}
