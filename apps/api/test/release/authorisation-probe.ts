import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { png, toDataUrl } from '../upload-fixtures';
import { KNOWN_VALID_BODIES } from './authorisation-allow-lists';
import { type DiscoveredRoute, fillPath, nextRemoteAddress, routeKey } from './route-inventory';
import { validOf } from './schema-arbitraries';
import type { Identity, World } from './world';

/** One request of the matrix: who called which route at which URL, and what came back. */
export type Cell = { route: string; identity: string; url: string; status: number; body: string };

/**
 * Calls routes of the app as the world's identities and keeps every answer as a cell, so the matrix's last
 * tests can check all of them together.
 */
export async function createProbe(app: FastifyInstance, world: World) {
  const cells: Cell[] = [];

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

  function call(
    route: DiscoveredRoute,
    identity: Identity,
    params: Record<string, string>,
    payload?: string,
  ) {
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
      const candidates = [...known, ...fc.sample(validOf(route.body), { numRuns: 200, seed: 42 })].map(
        (body) => withRealFiles(body, route),
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

  /** Sends the payload as the identity and keeps the answer as a cell under `label` (the identity's name). */
  async function send(
    route: DiscoveredRoute,
    identity: Identity,
    params: Record<string, string>,
    payload: string | undefined,
    label = identity.name,
  ): Promise<Cell> {
    const response = await call(route, identity, params, payload);
    const cell: Cell = {
      route: routeKey(route),
      identity: label,
      url: fillPath(route.url, params),
      status: response.statusCode,
      body: response.body.slice(0, 200),
    };
    cells.push(cell);
    return cell;
  }

  /** The route called as the identity with a body that passes validation (where it takes one). */
  async function record(route: DiscoveredRoute, identity: Identity, params: Record<string, string>) {
    return send(route, identity, params, await validBodyFor(route, params));
  }

  return { cells, validBodyFor, victimParamSets, send, record };
}
