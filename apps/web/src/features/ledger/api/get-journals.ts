import type { JournalListQuery, journalEntrySchema } from '@kopkar/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { declaredList } from '@/lib/api/declared-reply';
import { staffApi } from '@/lib/staff-api';
import { ledgerQueryKey } from './ledger-keys';

/** The query string of a journal filter: empty fields are left out. */
function toJournalQuery(query: JournalListQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value) params.set(name, value);
  }
  return params.toString();
}

/** GET /admin/ledger/journals: the entries dated in [from, to], newest first, with their lines. */
export async function getJournals(query: JournalListQuery, signal?: AbortSignal) {
  const reply = await staffApi.get<unknown>(`/admin/ledger/journals?${toJournalQuery(query)}`, signal);
  return declaredList<typeof journalEntrySchema>(reply.data);
}

export const getJournalsQueryOptions = (query: JournalListQuery) =>
  queryOptions({
    queryKey: [...ledgerQueryKey, 'journals', query],
    queryFn: ({ signal }) => getJournals(query, signal),
    placeholderData: keepPreviousData,
  });

export function useJournals(query: JournalListQuery) {
  return useQuery(getJournalsQueryOptions(query));
}
