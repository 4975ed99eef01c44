import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agreements, applications, products } from '../../db/schema';

/*
 * The loan reads other modules need (the back office's approvals and funding) as well as loans.service: written
 * here rather than in loans.service, which itself asks funding for the disbursement estimate, so neither imports
 * the other back (docs/architecture.md, no import cycles).
 */

/** Applications of a member with their agreement number and product image, newest first. */
export async function listApplicationsOf(db: Database, memberId: number, limit?: number) {
  const query = db
    .select({
      application: applications,
      agreementNo: agreements.agreementNo,
      imageFileId: products.imageFileId,
    })
    .from(applications)
    .leftJoin(agreements, eq(agreements.applicationId, applications.id))
    .innerJoin(products, eq(products.id, applications.productId))
    .where(eq(applications.memberId, memberId))
    .orderBy(desc(applications.submittedAt), desc(applications.id));
  return limit ? query.limit(limit) : query;
}

export async function findApplicationWithAgreement(db: Database, applicationId: number) {
  const [row] = await db
    .select({ application: applications, agreement: agreements })
    .from(applications)
    .leftJoin(agreements, eq(agreements.applicationId, applications.id))
    .where(eq(applications.id, applicationId));
  return row;
}
