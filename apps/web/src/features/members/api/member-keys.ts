/** Every page of the member list starts with it, whatever its filter (an HR import refreshes them all). */
export const memberListKey = ['staff', 'admin-members'] as const;
