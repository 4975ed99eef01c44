/**
 * Every back-office query key starts with it (`getFundingQueueQueryOptions`, `getMembersQueryOptions`, …): a
 * decision that moves an application or changes a member invalidates it to refetch every back-office entry.
 */
export const staffQueryKey = ['staff'] as const;
