/** Query keys of the savings feature: every savings change invalidates `savingsQueryKey`. */
export const savingsQueryKey = ['savings'] as const;
