import type { FastifyReply } from 'fastify';

/** Sends a success reply in the `{ code, message, data }` envelope (code = HTTP status). */
export function sendOk<T>(reply: FastifyReply, data: T, message = 'OK', status = 200) {
  return reply.code(status).send({ code: status, message, data });
}
