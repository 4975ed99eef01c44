import type { Page } from '@kopkar/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { staffApi } from '@/lib/staff-api';
import type { AuditEntry } from './admin-types';

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
  return (await staffApi.get<Page<AuditEntry>>(`/admin/audit-log?${toAuditQuery(filter)}`, signal)).data;
}

export function useAuditLog(filter: AuditFilter) {
  return useQuery({
    queryKey: ['staff', 'admin-audit', filter],
    queryFn: ({ signal }) => getAuditLog(filter, signal),
    placeholderData: keepPreviousData,
  });
}
