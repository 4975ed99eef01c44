/**
 * Release figure "Authorisation matrix" (docs/testing.md, "Release figures"): every route of the built app that takes
 * a NIK, an id or an agreement number in its path, called with ANOTHER member's real values, by
 *   member routes: another member · anonymous · an expired member token · a staff token
 *   staff routes (/admin/*): anonymous · an expired staff token · a member token
 * must answer 0 × 2xx. Every other route that is not on the public allow-list (authorisation-allow-lists.ts)
 * must refuse anonymous callers, expired tokens and the wrong kind of token too: a new route is guarded by
 * default, and this test fails the day one answers 2xx to someone it should not.
 */
import { afterAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../test/build-test-app';
import {
  BODY_FIELDS_NOT_OWNED,
  PUBLIC_ROUTES,
  SHARED_WITH_ALL_MEMBERS,
} from '../test/release/authorisation-allow-lists';
import { type Cell, createProbe } from '../test/release/authorisation-probe';
import {
  type DiscoveredRoute,
  discoverRoutes,
  envelopeProblem,
  routeKey,
} from '../test/release/route-inventory';
import type { Identity } from '../test/release/world';
import { buildWorld } from '../test/release/world';

const testApp = await buildTestApp({ captchaBypass: true });
const { app } = testApp;
const world = await buildWorld(app);
const routes = discoverRoutes(app);
const started = Date.now();

afterAll(async () => {
  await testApp.close();
});

const { cells, validBodyFor, victimParamSets, send, record } = await createProbe(app, world);
const isPublic = (route: DiscoveredRoute) => routeKey(route) in PUBLIC_ROUTES;
const isArchive = (route: DiscoveredRoute) => route.url.startsWith('/api/v1/Arsip');

const { identities } = world;
const guarded = routes.filter((route) => !isPublic(route));
const withIds = guarded.filter((route) => route.params.length > 0);

test('the public allow-list names only routes that exist, and the inventory sees every module', () => {
  const keys = new Set(routes.map(routeKey));
  expect(Object.keys(PUBLIC_ROUTES).filter((key) => !keys.has(key))).toEqual([]);
  expect(Object.keys(SHARED_WITH_ALL_MEMBERS).filter((key) => !keys.has(key))).toEqual([]);
  expect(withIds.length).toBeGreaterThan(40);
  expect(keys).toContain('GET /api/v1/HistoryPinjaman/:nik');
});

/**
 * Who must be refused on a route. A former member's read-only token (ADR 0017) is refused everywhere but the
 * archive; the archive refuses member and staff tokens (the victim's own member token included).
 */
function callersOf(route: DiscoveredRoute, withVictimIds: boolean): Identity[] {
  if (route.area === 'staff') {
    return [identities.anonymous, identities.expiredStaff, identities.victim, identities.formerMember];
  }
  if (isArchive(route)) {
    const members = withVictimIds ? [identities.otherMember, identities.victim] : [identities.victim];
    return [...members, identities.anonymous, identities.expiredFormer, identities.staff];
  }
  const isShared = routeKey(route) in SHARED_WITH_ALL_MEMBERS;
  const other = withVictimIds && !isShared ? [identities.otherMember] : [];
  return [
    ...other,
    identities.anonymous,
    identities.expiredMember,
    identities.staff,
    identities.formerMember,
  ];
}

describe('routes taking a NIK, id or agreement number', () => {
  for (const route of withIds) {
    const callers = callersOf(route, true);
    test(`${routeKey(route)} × ${callers.map((c) => c.name).join(', ')} → no 2xx`, async () => {
      const bad: Cell[] = [];
      for (const params of victimParamSets(route)) {
        for (const caller of callers) {
          const cell = await record(route, caller, params);
          if (cell.status < 300) bad.push(cell);
        }
      }
      expect(bad).toEqual([]);
    });
  }
});

describe('every other non-public route', () => {
  for (const route of guarded.filter((r) => r.params.length === 0)) {
    const callers = callersOf(route, false);
    test(`${routeKey(route)} × ${callers.map((c) => c.name).join(', ')} → no 2xx`, async () => {
      const bad: Cell[] = [];
      for (const caller of callers) {
        const cell = await record(route, caller, {});
        if (cell.status < 300) bad.push(cell);
      }
      expect(bad).toEqual([]);
    });
  }
});

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
          const label = `${identities.otherMember.name} (body ${field}=${value})`;
          const cell = await send(route, identities.otherMember, params, JSON.stringify(body), label);
          if (cell.status < 300) bad.push(cell);
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

describe("a former member's read-only token (ADR 0017)", () => {
  test('opens the archive (so every refusal above is the guard, not a broken token)', async () => {
    const archive = routes.find((route) => routeKey(route) === 'GET /api/v1/Arsip');
    expect(archive).toBeDefined();
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/Arsip',
      headers: identities.formerMember.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.documents.length).toBeGreaterThan(0);
  });

  test('every member and staff route refuses it in the guard (403 for the kind), never further in', () => {
    const formerCells = cells.filter((cell) => cell.identity === identities.formerMember.name);
    const outsideArchive = routes.filter((route) => !isPublic(route) && !isArchive(route));
    expect(new Set(formerCells.map((cell) => cell.route)).size).toBe(outsideArchive.length);
    const notTheGuard = formerCells.filter(
      (cell) => cell.status !== 403 || !/Khusus (anggota|petugas) koperasi/.test(cell.body),
    );
    expect(notTheGuard).toEqual([]);
  });

  test('the archive refuses member and staff tokens in the guard', () => {
    const refused = cells.filter(
      (cell) =>
        cell.route.includes(' /api/v1/Arsip') &&
        [identities.victim.name, identities.otherMember.name, identities.staff.name].includes(cell.identity),
    );
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.filter((cell) => cell.status !== 403 || !cell.body.includes('Khusus arsip'))).toEqual([]);
  });
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
