/**
 * The soak's traffic: autocannon at N connections, each replaying visits (member or staff, member-steps.ts and
 * staff-steps.ts) until the run's time is up, and a tally of the answers per call and of the requests in each
 * sampling interval (the curve's req/s column).
 */
import autocannon from 'autocannon';
import { memberSteps } from './member-steps';
import { adminSteps, financeSteps } from './staff-steps';
import type { Call, Step, Visit } from './visit';
import { createVisitors, type PoolMember, type Role } from './visitors';

const STEPS: Record<Role, Step[]> = { member: memberSteps, finance: financeSteps, admin: adminSteps };
const SLOTS = Math.max(...Object.values(STEPS).map((steps) => steps.length));

export type Tally = {
  /** Answers per call and status ("GET /me" → "200" → count). */
  byCall: Map<string, Map<number, number>>;
  /** Answers since the last `takeInterval()`. */
  takeInterval: () => number;
  errors: () => number;
  visits: () => number;
};

function requestOf(request: autocannon.Request, visit: Visit, call: Call): autocannon.Request {
  const headers: Record<string, string> = {
    'x-forwarded-for': visit.address ?? '127.30.0.1',
    ...(call.headers as Record<string, string> | undefined),
  };
  if (visit.token) headers.authorization = `Bearer ${visit.token}`;
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  return {
    ...request,
    method: call.method,
    path: call.path,
    headers,
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  };
}

export function startTraffic(options: {
  origin: string;
  connections: number;
  seconds: number;
  members: PoolMember[];
}) {
  const visitors = createVisitors(options.members);
  const byCall = new Map<string, Map<number, number>>();
  let interval = 0;
  let errors = 0;
  const requests: autocannon.Request[] = Array.from({ length: SLOTS }, (_, slot) => ({
    setupRequest: (request, context) => {
      const visit = context as Visit;
      if (slot === 0) Object.assign(visit, visitors.next(), { number: visitors.visits });
      const step = STEPS[visit.role ?? 'member'][slot];
      const call = step?.build(visit);
      if (!call) return null as unknown as autocannon.Request;
      visit.label = call.label;
      return requestOf(request, visit, call);
    },
    onResponse: (status, body, context, headers) => {
      const visit = context as Visit;
      interval += 1;
      const label = visit.label ?? '?';
      const counts = byCall.get(label) ?? new Map<number, number>();
      counts.set(status, (counts.get(status) ?? 0) + 1);
      byCall.set(label, counts);
      STEPS[visit.role ?? 'member'][slot]?.read?.(
        visit,
        status,
        body,
        (headers ?? {}) as Record<string, unknown>,
      );
    },
  }));
  let finish: (result: autocannon.Result) => void = () => {};
  const finished = new Promise<autocannon.Result>((done) => {
    finish = done;
  });
  const instance = autocannon(
    {
      url: options.origin,
      connections: options.connections,
      duration: options.seconds,
      // A heap snapshot stops the server for several seconds: a request waiting on one is slow, not lost.
      timeout: 60,
      requests,
    },
    (error, result) => {
      if (error) console.error('autocannon:', error);
      finish(result);
    },
  );
  instance.on('reqError', () => {
    errors += 1;
  });
  const tally: Tally = {
    byCall,
    takeInterval: () => {
      const count = interval;
      interval = 0;
      return count;
    },
    errors: () => errors,
    visits: () => visitors.visits,
  };
  return { tally, finished, stop: () => instance.stop() };
}
