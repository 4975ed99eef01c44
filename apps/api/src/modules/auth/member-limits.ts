import type { FastifyInstance } from 'fastify';
import { memberIdOf } from './auth-guard';

/**
 * Hook: at most `max` calls a minute of one action by one signed-in member, wherever they call from (after
 * requireMember or requireMemberToken). A call that needs a sign-in is limited per member, not per address: a
 * whole office shares one address, a member does not (docs/decisions/0013-per-address-limits.md).
 */
export function perMemberPerMinute(app: FastifyInstance, action: string, max: number) {
  return app.rateLimit({
    max,
    timeWindow: '1 minute',
    keyGenerator: (request) => `${action}:member:${memberIdOf(request)}`,
  });
}
