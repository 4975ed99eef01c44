import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden } from '../../errors';
import { requireStaff, staffIdOf } from '../../plugins/auth-guard';
import { findStaffById } from '../staff/staff.repository';

/**
 * preHandler for back-office calls: the token's role check of requireStaff, then the account as it is in the
 * database now. A disabled account, or one whose role was taken away, loses access at once instead of when
 * its access token expires (up to ACCESS_TOKEN_TTL_SECONDS later).
 */
export function requireBackofficeRole(...roles: string[]) {
  const checkToken = requireStaff(...roles);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await checkToken(request, reply);
    const account = await findStaffById(request.server.db, staffIdOf(request));
    if (!account?.isActive) throw forbidden('Akun petugas tidak aktif');
    if (account.role !== 'ADMIN' && !roles.includes(account.role)) {
      throw forbidden('Peran Anda tidak berhak melakukan tindakan ini');
    }
  };
}

/** The audit actor of a back-office request (call after requireBackofficeRole). */
export const actorOf = (request: FastifyRequest) => ({ kind: 'staff' as const, id: staffIdOf(request) });

export type Actor = ReturnType<typeof actorOf>;
