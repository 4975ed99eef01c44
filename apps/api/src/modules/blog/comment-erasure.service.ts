import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { blogComments } from '../../db/schema';

/** The name an anonymised comment shows. */
const ANONYMOUS_COMMENTER = 'Anonim';

/**
 * An approved deletion request: the comments sent with the member's e-mail keep their text but lose who wrote
 * them (name, e-mail, IP). Comments are matched by e-mail, case-insensitively, as visitors type it. Caller's
 * transaction; returns how many comments changed.
 */
export async function anonymiseCommentsOf(
  tx: Pick<Database, 'update'>,
  email: string | null,
): Promise<number> {
  const address = email?.trim();
  if (!address) return 0;
  const changed = await tx
    .update(blogComments)
    .set({ name: ANONYMOUS_COMMENTER, email: '', ip: null })
    .where(sql`lower(${blogComments.email}) = lower(${address})`)
    .returning({ id: blogComments.id });
  return changed.length;
}
