import { ErrorCode } from '@kopkar/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

/** A lone UTF-16 surrogate: valid in JSON ("\ud800") and in JS strings, not Unicode, refused by PostgreSQL. */
const LONE_SURROGATE = /\p{Cs}/u;
const INVALID_TEXT_MESSAGE = 'Teks berisi karakter yang tidak valid';

const isInvalidText = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/**
 * The path of the first string (value or key) that is not valid text, or null. Iterative, so a body nested
 * thousands of levels deep (valid JSON) costs a loop, not the call stack.
 */
export function findInvalidText(root: unknown): string | null {
  const pending: { value: unknown; path: readonly string[] }[] = [{ value: root, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (isInvalidText(value)) return path.join('.');
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    for (const [key, item] of Object.entries(value)) {
      if (isInvalidText(key)) return [...path, '(nama kolom)'].join('.');
      pending.push({ value: item, path: path.length < 20 ? [...path, key] : path });
    }
  }
  return null;
}

/**
 * Refuses invalid Unicode at the edge, for every route and every text field (body, query, path): a lone
 * surrogate or a NUL character is valid JSON and passes zod, but PostgreSQL refuses it (in the audit log's JSON
 * column it gave a 500). 422 with the field, before any service runs.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.body, request.query, request.params]) {
      const path = findInvalidText(part);
      if (path === null) continue;
      throw new AppError(ErrorCode.VALIDATION, 'Data yang dikirim tidak valid', {
        data: { errors: [{ path, message: INVALID_TEXT_MESSAGE }] },
      });
    }
  });
}
