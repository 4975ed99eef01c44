import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { seedContent } from '../src/db/seed/content-data';
import { seedPages } from '../src/db/seed/pages-data';
import { seedSettings } from '../src/db/seed/settings-data';
import { buildTestApp, type TestApp } from './build-test-app';
import { createMember, createStaff } from './factories';
import { type AuthHeaders, memberHeaders, signInStaff } from './sessions';

export type StaffRole = 'EDITOR' | 'ADMIN' | 'FINANCE' | 'HC' | 'APPROVER';
export type Call = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: object };

/** The content route tests' app; `t` and the headers are filled in by beforeAll, so use them inside tests. */
export type ContentApp<R extends StaffRole> = {
  t: TestApp;
  member: AuthHeaders;
  staff: Record<R, AuthHeaders>;
  /** The call under /api/v1 with the given headers (none: a visitor). */
  call(c: Call, headers?: AuthHeaders): Promise<LightMyRequestResponse>;
};

/**
 * Registers the calling file's app: seeded settings, pages and content (as of 2026-11-22), a signed-in member
 * and a signed-in staff account of each role asked for.
 */
export function useContentApp<R extends StaffRole>(roles: readonly R[]): ContentApp<R> {
  const signedOut = () => ({ authorization: '' });
  const context: ContentApp<R> = {
    t: undefined as unknown as TestApp,
    member: signedOut(),
    staff: Object.fromEntries(roles.map((role) => [role, signedOut()])) as Record<R, AuthHeaders>,
    call: (c, headers) =>
      context.t.app.inject({ method: c.method, url: `/api/v1${c.url}`, headers, payload: c.payload }),
  };

  beforeAll(async () => {
    context.t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
    const { app } = context.t;
    await seedSettings(app.db);
    await seedPages(app.db);
    await seedContent(app.db, '2026-11-22');
    for (const role of roles) {
      Object.assign(
        context.staff[role],
        await signInStaff(app, (await createStaff(app.db, { role })).username),
      );
    }
    Object.assign(context.member, await memberHeaders(app, (await createMember(app.db)).nik));
  });
  afterAll(async () => {
    await context.t?.close();
  });
  return context;
}
