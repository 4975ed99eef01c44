/** What plugins/api-contract.ts reads off a route to know which errors it can answer. */
export type RouteFacts = {
  /** `GET /api/v1/…`, as Fastify registers it. */
  key: string;
  /** A guard refuses callers without a valid access token. */
  needsToken: boolean;
  /** Reads a token when one is sent (and refuses a broken one) but answers visitors too. */
  readsToken: boolean;
  hasParams: boolean;
  /** Replies with a stored or generated file, which may not exist (yet). */
  sendsFile: boolean;
  /** Declares a body, query, path or header schema: validation answers 422 with field errors. */
  isValidated: boolean;
  /** POST, PUT, PATCH or DELETE: Fastify parses a body (malformed JSON, too large, another content type). */
  takesBody: boolean;
  isRateLimited: boolean;
};

/** Each error status with what it means, in the words of the one table (errors.ts, plugins/error-handler.ts). */
const MEANINGS = {
  400: 'Malformed request: unreadable JSON, broken %-encoding in the path, or a wrong captcha',
  401: 'No access token, or wrong credentials',
  403: 'Token expired or of another kind (`token_expired`: refresh and retry), or not allowed',
  404: 'No such record, or not yours (the two are not told apart)',
  409: 'Conflicts with the record as it is now (a double submit, a state that moved on)',
  413: 'Body or uploaded file too large',
  414: 'A path parameter longer than the router accepts',
  415: 'Content type or uploaded file type not accepted',
  422: 'Invalid input: `data.errors` lists the fields',
  429: 'Too many calls: wait the seconds Retry-After says',
  500: 'Server error (says nothing about internals)',
  503: 'Unavailable: restarting, the database down or too slow (Retry-After when restarting)',
} as const;

export type ErrorStatus = keyof typeof MEANINGS;

/**
 * Statuses a route's own service answers that no fact above shows, each with the reason. Kept short: a status the
 * facts imply belongs in errorStatusesOf, not here. The contract test (api-contract.test.ts) fails on any status
 * a route answers that its document does not declare, so this list cannot silently fall behind.
 */
const SERVICE_STATUSES: Record<string, { statuses: ErrorStatus[]; reason: string }> = {
  'GET /api/v1/SuratLunas/:agreementNo': {
    statuses: [409],
    reason: 'the letter exists once the loan is paid off',
  },
  'POST /api/v1/web/login': { statuses: [401], reason: 'wrong credentials, or an account closed for good' },
  'POST /api/v1/admin/login': { statuses: [401], reason: 'wrong credentials' },
  'POST /api/v1/refresh': {
    statuses: [403],
    reason: 'no refresh cookie, or a revoked or reused one (token_expired)',
  },
  'POST /api/v1/admin/refresh': { statuses: [403], reason: 'no refresh cookie, or a revoked or reused one' },
};

/** Every error status the route can answer, with its meaning (the document's response descriptions). */
export function errorStatusesOf(facts: RouteFacts): [ErrorStatus, string][] {
  const statuses = new Set<ErrorStatus>([500, 503]);
  const add = (...more: ErrorStatus[]) => {
    for (const status of more) statuses.add(status);
  };
  if (facts.needsToken || facts.readsToken) add(401, 403);
  if (facts.hasParams) add(400, 404, 414);
  if (facts.isValidated) add(422);
  // A body names records too (an application, an article to comment on), which may not exist or not be yours.
  if (facts.takesBody) add(400, 404, 409, 413, 415, 422);
  if (facts.sendsFile) add(404);
  if (facts.isRateLimited) add(429);
  add(...(SERVICE_STATUSES[facts.key]?.statuses ?? []));
  return [...statuses].sort((a, b) => a - b).map((status) => [status, MEANINGS[status]]);
}
