/**
 * Release figure "Authorisation matrix" (docs: /work/shared/TESTING.md): every route of the built app that takes
 * a NIK, an id or an agreement number in its path, called with ANOTHER member's real values, by
 *   member routes: another member · anonymous · an expired member token · a staff token
 *   staff routes (/admin/*): anonymous · an expired staff token · a member token
 * must answer 0 × 2xx. Every other route that is not on the public allow-list below must refuse anonymous
 * callers, expired tokens and the wrong kind of token too: a new route is guarded by default, and this test fails
 * the day one answers 2xx to someone it should not.
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../build-test-app';
import { png, toDataUrl } from '../upload-fixtures';
import {
  type DiscoveredRoute,
  discoverRoutes,
  envelopeProblem,
  fillPath,
  nextRemoteAddress,
  routeKey,
} from './route-inventory';
import { validOf } from './schema-arbitraries';
import { buildWorld, type Identity } from './world';

/**
 * Routes anyone may call without signing in, each with the reason. Anything not listed here must refuse an
 * anonymous caller; an entry that no longer matches a route fails the test (the list cannot go stale).
 */
const PUBLIC_ROUTES: Record<string, string> = {
  'GET /api/health': 'load balancers and start scripts probe it',
  'GET /api/v1/get-key/math': 'captcha picture for the member sign-in form',
  'POST /api/v1/web/login': 'member sign-in',
  'POST /api/v1/refresh': 'authenticates by the httpOnly refresh cookie, not a bearer token',
  'POST /api/v1/logout': 'revokes the refresh cookie it is sent with; nothing to protect',
  'GET /api/v1/otp/:nik':
    'forgotten password: sends an OTP to the contact on file (the NIK is the only thing known)',
  'POST /api/v1/otp/verifikasi': 'forgotten password: checks the OTP',
  'POST /api/v1/reset-password': 'forgotten password: sets a new one with a verified OTP',
  'GET /api/v1/ochart': 'organisation chart on the public landing page',
  'GET /api/v1/public-settings': 'brand, contacts and links the logged-out pages show',
  'GET /api/v1/product': 'loan products on the landing page',
  'GET /api/v1/promotion': 'promotion embed on the landing page',
  'GET /api/v1/pages/:slug': 'about, terms and privacy pages',
  'GET /api/v1/files/content/:id': 'pictures editors published (purpose CONTENT only)',
  'GET /api/v1/blog': 'public blog',
  'GET /api/v1/blog/paginate': 'public blog',
  'GET /api/v1/blog/newest': 'public blog',
  'GET /api/v1/blog/archive': 'public blog',
  'GET /api/v1/blog/category': 'public blog',
  'GET /api/v1/blog/:id': 'public blog article',
  'GET /api/v1/blog/commentview/:id': 'approved comments of a public article',
  'POST /api/v1/blog/comment': 'visitors comment on articles (moderated, rate limited)',
  'GET /api/v1/admin/get-key/math': 'captcha picture for the staff sign-in form',
  'POST /api/v1/admin/login': 'staff sign-in',
  'POST /api/v1/admin/refresh': 'authenticates by the httpOnly staff refresh cookie',
  'POST /api/v1/admin/logout': 'revokes the staff refresh cookie it is sent with',
};

/** Bodies for routes whose rules JSON Schema cannot carry (zod refinements); the probe still checks them. */
const KNOWN_VALID_BODIES: Record<string, unknown> = {
  'POST /api/v1/PengajuanPinjaman': {
    NIK: '200001',
    EmployeeName: 'Anggota Uji',
    ProductID: 1,
    FinancePurpose: 'Pendidikan',
    PhotoKTP: 'x',
    PhotoPendukung: 'x',
    DocPendukung: 'x',
    loan_amount: 5_000_000,
    interest: 12,
    term_years: 1,
    tenor: 12,
    InstallmentAmount: 444_244,
    OSPrincipalAmount: 0,
    OSPInterestAmount: 0,
    from_web: 1,
  },
};

const testApp = await buildTestApp({ captchaBypass: true });
const { app } = testApp;
const world = await buildWorld(app);
const routes = discoverRoutes(app);
const started = Date.now();

afterAll(async () => {
  await testApp.close();
});

type Cell = { route: string; identity: string; url: string; status: number; body: string };
const cells: Cell[] = [];
const isPublic = (route: DiscoveredRoute) => routeKey(route) in PUBLIC_ROUTES;

/**
 * A body that passes the route's validation, found by asking anonymously: validation runs before the guards, so
 * 401 means the body was valid and the guard answered. Without one, a 422 would hide whether the guard works.
 */
const bodies = new Map<string, string | undefined>();
async function validBodyFor(route: DiscoveredRoute, params: Record<string, string>) {
  const key = routeKey(route);
  if (bodies.has(key)) return bodies.get(key);
  let chosen: string | undefined;
  if (route.body && route.method !== 'GET') {
    const known = key in KNOWN_VALID_BODIES ? [KNOWN_VALID_BODIES[key]] : [];
    const candidates = [...known, ...fc.sample(validOf(route.body), { numRuns: 200, seed: 42 })].map((body) =>
      withRealFiles(body, route),
    );
    for (const candidate of candidates) {
      const payload = JSON.stringify(candidate);
      const response = await call(route, { name: 'probe', headers: {} }, params, payload);
      chosen ??= payload;
      if (response.statusCode !== 422) {
        chosen = payload;
        break;
      }
    }
  }
  bodies.set(key, chosen);
  return chosen;
}

/** Upload fields (long strings) carry a real picture, so an upload would succeed if the ownership check did not stop it. */
const PICTURE = toDataUrl(await png(40, 40), 'image/png');
function withRealFiles(body: unknown, route: DiscoveredRoute): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const copy: Record<string, unknown> = { ...body };
  for (const [name, schema] of Object.entries(route.body?.properties ?? {})) {
    if (schema.type === 'string' && (schema.maxLength ?? 0) >= 1_000_000) copy[name] = PICTURE;
  }
  return copy;
}

function call(route: DiscoveredRoute, identity: Identity, params: Record<string, string>, payload?: string) {
  return app.inject({
    method: route.method as 'GET',
    url: fillPath(route.url, params),
    headers: {
      ...identity.headers,
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    payload,
    remoteAddress: nextRemoteAddress(),
  });
}

/** Every combination of the victim's values for the route's path parameters. */
function victimParamSets(route: DiscoveredRoute): Record<string, string>[] {
  let sets: Record<string, string>[] = [{}];
  for (const name of route.params) {
    const values = world.victimValues[name] ?? route.paramSchemas[name]?.enum?.map(String);
    if (!values?.length)
      throw new Error(`no victim value for :${name} in ${routeKey(route)}: add one to world.ts`);
    sets = sets.flatMap((set) => values.map((value) => ({ ...set, [name]: value })));
  }
  return sets;
}

async function record(route: DiscoveredRoute, identity: Identity, params: Record<string, string>) {
  const payload = await validBodyFor(route, params);
  const response: LightMyRequestResponse = await call(route, identity, params, payload);
  cells.push({
    route: routeKey(route),
    identity: identity.name,
    url: fillPath(route.url, params),
    status: response.statusCode,
    body: response.body.slice(0, 200),
  });
  return response;
}

const { identities } = world;
const guarded = routes.filter((route) => !isPublic(route));
const withIds = guarded.filter((route) => route.params.length > 0);

test('the public allow-list names only routes that exist, and the inventory sees every module', () => {
  const keys = new Set(routes.map(routeKey));
  expect(Object.keys(PUBLIC_ROUTES).filter((key) => !keys.has(key))).toEqual([]);
  expect(withIds.length).toBeGreaterThan(40);
  expect(keys).toContain('GET /api/v1/HistoryPinjaman/:nik');
});

describe('routes taking a NIK, id or agreement number', () => {
  for (const route of withIds) {
    const callers =
      route.area === 'staff'
        ? [identities.anonymous, identities.expiredStaff, identities.victim]
        : [identities.otherMember, identities.anonymous, identities.expiredMember, identities.staff];
    test(`${routeKey(route)} × ${callers.map((c) => c.name).join(', ')} → no 2xx`, async () => {
      const bad: Cell[] = [];
      for (const params of victimParamSets(route)) {
        for (const caller of callers) {
          const response = await record(route, caller, params);
          if (response.statusCode < 300) bad.push(cells.at(-1)!);
        }
      }
      expect(bad).toEqual([]);
    });
  }
});

describe('every other non-public route', () => {
  for (const route of guarded.filter((r) => r.params.length === 0)) {
    const callers =
      route.area === 'staff'
        ? [identities.anonymous, identities.expiredStaff, identities.victim]
        : [identities.anonymous, identities.expiredMember, identities.staff];
    test(`${routeKey(route)} × ${callers.map((c) => c.name).join(', ')} → no 2xx`, async () => {
      const bad: Cell[] = [];
      for (const caller of callers) {
        const response = await record(route, caller, {});
        if (response.statusCode < 300) bad.push(cells.at(-1)!);
      }
      expect(bad).toEqual([]);
    });
  }
});

/**
 * Member calls whose BODY names whose record they act on (NIK, id, AgreementNo, ApprovalNo, id_user): another
 * member's values there must not be accepted either. Routes where such a field names something nobody owns are
 * listed with the reason.
 */
const BODY_FIELDS_NOT_OWNED: Record<string, string> = {
  'POST /api/v1/Calculator': 'id is the loan product, which every member may price',
};
const ownerFieldsOf = (route: DiscoveredRoute) =>
  Object.keys(route.body?.properties ?? {}).filter((field) => field.toLowerCase() in world.victimBodyValues);
const bodyOwned = guarded.filter(
  (route) =>
    route.area === 'member' &&
    route.method !== 'GET' &&
    !(routeKey(route) in BODY_FIELDS_NOT_OWNED) &&
    ownerFieldsOf(route).length > 0,
);

describe("member calls naming another member's record in the body", () => {
  for (const route of bodyOwned) {
    test(`${routeKey(route)} with the victim's ${ownerFieldsOf(route).join(', ')} as another member → no 2xx`, async () => {
      const params = route.params.length ? victimParamSets(route)[0]! : {};
      const base = JSON.parse((await validBodyFor(route, params)) ?? '{}') as Record<string, unknown>;
      const fields = ownerFieldsOf(route);
      const asType = (field: string, value: string) =>
        route.body?.properties?.[field]?.type === 'string' ? value : Number(value);
      const bad: Cell[] = [];
      for (const field of fields) {
        for (const value of world.victimBodyValues[field.toLowerCase()] ?? []) {
          const body = { ...base };
          // Every owner field points at the victim; the one under test walks through all the victim's values.
          for (const other of fields)
            body[other] = asType(other, world.victimBodyValues[other.toLowerCase()]![0]!);
          body[field] = asType(field, value);
          const response = await call(route, identities.otherMember, params, JSON.stringify(body));
          cells.push({
            route: routeKey(route),
            identity: `${identities.otherMember.name} (body ${field}=${value})`,
            url: fillPath(route.url, params),
            status: response.statusCode,
            body: response.body.slice(0, 200),
          });
          if (response.statusCode < 300) bad.push(cells.at(-1)!);
        }
      }
      expect(bad).toEqual([]);
    });
  }
});

test('the guards answered (401/403 in the envelope), not validation or a missing route', () => {
  const unguarded = cells.filter(
    (cell) =>
      (cell.identity === 'anonymous' && cell.status !== 401) ||
      (cell.identity.startsWith('expired') && !(cell.status === 403 && cell.body.includes('token_expired'))),
  );
  // A 422 here means no valid body was found for the route: add one to KNOWN_VALID_BODIES so the guard is reached.
  expect(unguarded).toEqual([]);
  const outOfEnvelope = cells
    .filter((cell) => cell.status >= 400 && envelopeProblem(cell.status, cell.body) !== null)
    .map((cell) => `${cell.route} ${cell.identity} ${cell.status}`);
  expect(outOfEnvelope).toEqual([]);
});

test('summary: 0 × 2xx over the whole matrix', () => {
  const byStatus: Record<number, number> = {};
  for (const cell of cells) byStatus[cell.status] = (byStatus[cell.status] ?? 0) + 1;
  const matrix = cells.filter((cell) => withIds.some((route) => routeKey(route) === cell.route));
  const seconds = Math.round((Date.now() - started) / 1000);
  console.info(
    `authorisation matrix: ${withIds.length} routes with ids → ${matrix.length} cells; ` +
      `${bodyOwned.length} routes naming an owner in the body → ${cells.filter((c) => c.identity.includes('(body ')).length} cells; ` +
      `${guarded.length - withIds.length} other guarded routes; ${Object.keys(PUBLIC_ROUTES).length} public; ` +
      `${cells.length} requests, statuses ${JSON.stringify(byStatus)} in ${seconds}s`,
  );
  const byIdentity: Record<string, Record<number, number>> = {};
  for (const cell of cells) {
    const row = byIdentity[cell.identity] ?? {};
    row[cell.status] = (row[cell.status] ?? 0) + 1;
    byIdentity[cell.identity] = row;
  }
  console.info(`by caller: ${JSON.stringify(byIdentity)}`);
  if (process.env.MATRIX_REPORT) {
    for (const cell of cells)
      console.info(`${cell.status}\t${cell.identity}\t${cell.route}\t${cell.url}\t${cell.body}`);
  }
  expect(cells.filter((cell) => cell.status < 300)).toEqual([]);
});
