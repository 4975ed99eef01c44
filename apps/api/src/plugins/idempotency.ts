import { createHash } from 'node:crypto';
import { ErrorCode, idempotencyKeySchema } from '@kopkar/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../errors';

/**
 * Idempotency-Key, one mechanism for every route that creates something. The created row keeps the key
 * and a hash of the request that made it; a repeat with the key gets that row again only when it asks for the same
 * thing (a double click, a retry after a lost reply). The same key with another amount, another body or on another
 * route is a client bug or a replay with the key swapped in, and answers 422 instead of the first request's result.
 * Only a created row holds the key: a refused request leaves nothing behind, so the form may correct and resend.
 */

/** The header as the creating routes declare it. */
export const idempotencyHeadersSchema = z.object({ 'idempotency-key': idempotencyKeySchema.optional() });

/** A request's key and the hash of what it asked for, as the created row stores them. */
export type IdempotentRequest = { key: string; requestHash: string };

/** Who sent the request: member and staff ids are separate counters, so the kind is part of the hash. */
type Sender = { kind: 'member' | 'staff'; id: number };

export const IDEMPOTENCY_KEY_REUSED =
  'Kunci Idempotency-Key ini sudah dipakai untuk permintaan lain. Muat ulang halaman lalu coba lagi.';

/** Objects with their keys sorted at every depth: the same body sent in another key order hashes the same. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => [key, canonical(item)]),
  );
}

/** SHA-256 of the route, the sender and the canonical body (as the schema parsed it: trimmed, coerced). */
function hashRequest(route: string, sender: Sender, body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([route, `${sender.kind}:${sender.id}`, canonical(body)]))
    .digest('hex');
}

/** The request's Idempotency-Key with its hash, or undefined when it sent none (call in the handler). */
export function idempotencyOf(request: FastifyRequest, sender: Sender): IdempotentRequest | undefined {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || key === '') return undefined;
  const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
  return { key, requestHash: hashRequest(route, sender, request.body) };
}

/**
 * The row an earlier request with this key made, to answer again, or undefined when there is none (or no key).
 * Call it under the lock that serialises the sender's creations, so a concurrent repeat sees the first row.
 * A row made by a different request refuses this one (422). A row from before hashes were kept has none and is
 * answered as before.
 */
export async function findReplay<Row extends { requestHash: string | null }>(
  request: IdempotentRequest | undefined,
  findByKey: (key: string) => Promise<Row | undefined>,
): Promise<Row | undefined> {
  if (!request) return undefined;
  const earlier = await findByKey(request.key);
  if (earlier?.requestHash && earlier.requestHash !== request.requestHash) {
    throw new AppError(ErrorCode.VALIDATION, IDEMPOTENCY_KEY_REUSED, {
      data: { errors: [{ path: 'idempotency-key', message: IDEMPOTENCY_KEY_REUSED }] },
    });
  }
  return earlier;
}

/** The columns a created row keeps its request under. */
export function idempotencyColumns(request: IdempotentRequest | undefined) {
  return { idempotencyKey: request?.key ?? null, requestHash: request?.requestHash ?? null };
}
