import { PER_ADDRESS_PER_MINUTE } from '@kopkar/domain';
import type { FastifyInstance } from 'fastify';
import { createStaff } from '../factories';
import type { RecordedReply } from '../openapi-replies';
import { signInStaff } from '../sessions';
import { PUBLIC_ROUTES } from './authorisation-allow-lists';
import { createProbe } from './authorisation-probe';
import { type DiscoveredRoute, fillPath, isMutating, nextRemoteAddress, routeKey } from './route-inventory';
import { freshToken, type Identity, type World } from './world';

type Request = {
  identity: Identity;
  params: Record<string, string>;
  payload?: string;
  contentType?: string;
  what: string;
};

/** A value of the same shape as the victim's that names nothing: every digit a 9 (`200001` → `999999`). */
const unknownValue = (value: string) => (/\d/.test(value) ? value.replace(/\d/g, '9') : `${value}x`);

/**
 * Drives the requests the contract test validates: on every route the inventory knows, the callers the
 * authorisation matrix uses (anonymous, an expired token, the other kind of token, a staff role the route may not
 * allow) and the right caller with the victim's values (the happy path the world's factories make), an unknown
 * id, a body of the wrong shape, unreadable JSON, a body of another content type and one over the size limit;
 * then one per-address limit run out. GETs go first, so a write that ends a session or a record cannot take the
 * reads' happy paths with it.
 */
export async function recordContractReplies(app: FastifyInstance, world: World, routes: DiscoveredRoute[]) {
  const { identities, victim, admin } = world;
  const probe = await createProbe(app, world);
  const editor = await createStaff(app.db, { role: 'EDITOR' });
  const wrongRole: Identity = { name: 'EDITOR staff', headers: await signInStaff(app, editor.username) };
  const replies: RecordedReply[] = [];

  async function send(route: DiscoveredRoute, request: Request) {
    const headers: Record<string, string> = { ...request.identity.headers };
    if (request.payload !== undefined) headers['content-type'] = request.contentType ?? 'application/json';
    const response = await app.inject({
      method: route.method as 'GET',
      url: fillPath(route.url, request.params),
      headers,
      payload: request.payload,
      remoteAddress: nextRemoteAddress(),
    });
    replies.push({
      method: route.method,
      route: route.url,
      label: `${request.identity.name}, ${request.what}`,
      status: response.statusCode,
      contentType: response.headers['content-type'] as string | undefined,
      body: response.body,
    });
  }

  /** The caller a route is for, with a session of its own (a write may end the one before). */
  async function rightCaller(route: DiscoveredRoute): Promise<Identity> {
    if (routeKey(route) in PUBLIC_ROUTES) return identities.anonymous;
    if (route.url.startsWith('/api/v1/Arsip')) return identities.formerMember;
    if (route.area === 'staff') {
      return {
        name: 'ADMIN staff',
        headers: await freshToken(app, { sub: admin.id, kind: 'staff', role: 'ADMIN' }),
      };
    }
    return {
      name: 'victim member',
      headers: await freshToken(app, { sub: victim.id, kind: 'member', nik: victim.nik }),
    };
  }

  function refusedCallers(route: DiscoveredRoute): Identity[] {
    if (routeKey(route) in PUBLIC_ROUTES) return [];
    if (route.area === 'staff')
      return [identities.anonymous, identities.expiredStaff, identities.victim, wrongRole];
    return [identities.anonymous, identities.expiredMember, identities.staff];
  }

  /** The victim's values for the path; a public route's parameter the world has none for (`:code`) gets `1`. */
  function paramSetsOf(route: DiscoveredRoute): Record<string, string>[] {
    if (!route.params.every((name) => world.victimValues[name] ?? route.paramSchemas[name]?.enum)) {
      return [Object.fromEntries(route.params.map((name) => [name, world.victimValues[name]?.[0] ?? '1']))];
    }
    return route.params.length ? probe.victimParamSets(route) : [{}];
  }

  async function drive(route: DiscoveredRoute) {
    const paramSets = paramSetsOf(route);
    const first = paramSets[0] ?? {};
    const body = await probe.validBodyFor(route, first);
    for (const identity of refusedCallers(route))
      await send(route, { identity, params: first, payload: body, what: 'refused caller' });
    if (routeKey(route) in PUBLIC_ROUTES) {
      await send(route, {
        identity: identities.victim,
        params: first,
        payload: body,
        what: 'signed-in visitor',
      });
    }
    const caller = await rightCaller(route);
    for (const params of paramSets)
      await send(route, { identity: caller, params, payload: body, what: 'happy path' });
    if (route.params.length) {
      const unknown = Object.fromEntries(
        Object.entries(first).map(([name, value]) => [
          name,
          route.paramSchemas[name]?.enum ? value : unknownValue(value),
        ]),
      );
      await send(route, { identity: caller, params: unknown, payload: body, what: 'unknown id' });
    }
    if (!isMutating(route)) return;
    await send(route, {
      identity: caller,
      params: first,
      payload: '{"unexpected":[1]}',
      what: 'body of the wrong shape',
    });
    await send(route, { identity: caller, params: first, payload: '{"broken":', what: 'unreadable JSON' });
    const xml = { identity: caller, params: first, contentType: 'application/xml' };
    await send(route, { ...xml, payload: '<x/>', what: 'XML body' });
    await send(route, { identity: caller, params: first, payload: OVERSIZED, what: 'body over 8 MB' });
  }

  /** One route's per-address limit run out (the contract's 429): `max` + 1 calls from one address. */
  async function exhaustLimit(route: DiscoveredRoute | undefined, max: number) {
    if (!route) throw new Error('the rate-limited route of the contract test is gone: pick another');
    const remoteAddress = nextRemoteAddress();
    for (let call = 0; call <= max; call += 1) {
      const response = await app.inject({
        method: route.method as 'POST',
        url: route.url,
        payload: {},
        remoteAddress,
      });
      if (response.statusCode !== 429) continue;
      replies.push({
        method: route.method,
        route: route.url,
        label: 'one address, limit run out',
        status: 429,
        contentType: response.headers['content-type'] as string,
        body: response.body,
      });
      return;
    }
    throw new Error(`${routeKey(route)} never answered 429`);
  }

  const ordered = [...routes.filter((route) => !isMutating(route)), ...routes.filter(isMutating)];
  for (const route of ordered) await drive(route);
  const resetPassword = routes.find((route) => routeKey(route) === 'POST /api/v1/reset-password');
  await exhaustLimit(resetPassword, PER_ADDRESS_PER_MINUTE.passwordReset);
  return replies;
}

/** Over the app's 8 MB body limit (app.ts); routes with a larger limit of their own parse it and refuse it. */
const OVERSIZED = `{"x":"${'a'.repeat(8 * 1024 * 1024)}"}`;
