import type { FastifyRequest } from 'fastify';
import { staffIdOf } from '../auth/auth-guard';

/** The audit actor of a back-office request (call after requireStaff). */
export const actorOf = (request: FastifyRequest) => ({ kind: 'staff' as const, id: staffIdOf(request) });

export type Actor = ReturnType<typeof actorOf>;
