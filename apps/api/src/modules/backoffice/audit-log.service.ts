import type { AuditLogQuery, Page } from '@kopkar/domain';
import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog, members, staff } from '../../db/schema';

/** Date filters are Jakarta calendar days: `to` includes the whole day. */
const startOfJakartaDay = (isoDate: string) => new Date(`${isoDate}T00:00:00+07:00`);
const ONE_DAY_MS = 24 * 60 * 60 * 1000;

function auditFilters(query: AuditLogQuery): SQL | undefined {
  return and(
    query.entity ? eq(auditLog.entity, query.entity) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.actorKind ? eq(auditLog.actorKind, query.actorKind) : undefined,
    query.actorId ? eq(auditLog.actorId, query.actorId) : undefined,
    query.from ? gte(auditLog.createdAt, startOfJakartaDay(query.from)) : undefined,
    query.to
      ? lt(auditLog.createdAt, new Date(startOfJakartaDay(query.to).getTime() + ONE_DAY_MS))
      : undefined,
  );
}

/**
 * GET /admin/audit-log: newest first, each actor by name — a staff account's name, username and role, a member's
 * name and NIK.
 */
export async function listAuditLog(db: Database, query: AuditLogQuery) {
  const where = auditFilters(query);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        entry: auditLog,
        staffUsername: staff.username,
        staffName: staff.name,
        staffRole: staff.role,
        memberName: members.name,
        memberNik: members.nik,
      })
      .from(auditLog)
      .leftJoin(staff, and(eq(auditLog.actorKind, sql`'staff'`), eq(staff.id, auditLog.actorId)))
      .leftJoin(members, and(eq(auditLog.actorKind, sql`'member'`), eq(members.id, auditLog.actorId)))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  const page = {
    items: rows.map(({ entry, staffUsername, staffName, staffRole, memberName, memberNik }) => ({
      id: entry.id,
      actorKind: entry.actorKind,
      actorId: entry.actorId,
      actorUsername: staffUsername,
      actorName: staffName ?? memberName,
      actorNik: memberNik,
      actorRole: staffRole,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      before: entry.before,
      after: entry.after,
      createdAt: entry.createdAt.toISOString(),
    })),
    page: query.page,
    pageSize: query.pageSize,
    total: totals?.total ?? 0,
  } satisfies Page<unknown>;
  return page;
}
