import type { auditLogPageSchema } from '@kopkar/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { staffApi } from '@/lib/staff-api';

export type AuditFilter = {
  entity: string;
  action: string;
  actorKind: '' | 'member' | 'staff' | 'system';
  actorId: string;
  from: string;
  to: string;
  page: number;
  pageSize: number;
};

/** The query string of a filter: empty fields are left out. */
export function toAuditQuery(filter: AuditFilter): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) {
    const text = String(value).trim();
    if (text) params.set(name, text);
  }
  return params.toString();
}

/** GET /admin/audit-log: newest first. */
export async function getAuditLog(filter: AuditFilter, signal?: AbortSignal) {
  const reply = await staffApi.get<unknown>(`/admin/audit-log?${toAuditQuery(filter)}`, signal);
  return declaredData<typeof auditLogPageSchema>(reply.data);
}

export const getAuditLogQueryOptions = (filter: AuditFilter) =>
  queryOptions({
    queryKey: ['staff', 'admin-audit', filter],
    queryFn: ({ signal }) => getAuditLog(filter, signal),
    placeholderData: keepPreviousData,
  });

export function useAuditLog(filter: AuditFilter) {
  return useQuery(getAuditLogQueryOptions(filter));
}
