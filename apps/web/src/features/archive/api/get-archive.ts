import type { FormerArchive, formerArchiveSchema } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { formerApi } from '@/lib/api-client';

/** GET /Arsip with the former member's read-only token: who they were and the documents they may download. */
async function getArchive(signal?: AbortSignal): Promise<FormerArchive> {
  return declaredData<typeof formerArchiveSchema>((await formerApi.get<unknown>('/Arsip', signal)).data);
}

export const getArchiveQueryOptions = () =>
  queryOptions({ queryKey: ['former-archive'], queryFn: ({ signal }) => getArchive(signal) });

export function useArchive() {
  return useQuery(getArchiveQueryOptions());
}
