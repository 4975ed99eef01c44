import { PERSONAL_DATA_CATEGORIES, type PersonalDataCategory } from '@kopkar/domain';

/** One kind of personal data the cooperative holds, what it covers and why (UU PDP 27/2022: the purpose). */
export type DataHolding = PersonalDataCategory;

/**
 * What /account/data tells the member about their data: the domain's table, which the public /privasi page reads
 * too (with the retention of each), so the two never say different things.
 */
export const DATA_HOLDINGS: readonly DataHolding[] = PERSONAL_DATA_CATEGORIES;
