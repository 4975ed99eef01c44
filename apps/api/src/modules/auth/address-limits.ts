/**
 * Route config: at most `max` calls a minute from one client address (counters shared through Redis when set).
 * Only for calls made before a sign-in: a whole office shares one address, so what needs a sign-in is limited
 * per member (member-limits.ts). The ceilings: PER_ADDRESS_PER_MINUTE in @kopkar/domain.
 */
export const perIpPerMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
