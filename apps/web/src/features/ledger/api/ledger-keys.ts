/**
 * Every ledger query key starts with it (under the back office's `staff` key): an entry made, approved or
 * reversed, or a month closed, invalidates it, since each moves the trial balance, the journal list or the periods.
 */
export const ledgerQueryKey = ['staff', 'ledger'] as const;
