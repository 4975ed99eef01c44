import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createMember } from '../../../test/factories';
import { consentAcceptances } from '../../db/schema';
import { acceptCurrentVersionsOnActivation } from './privacy.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const acceptancesOf = (memberId: number) =>
  t.app.db.select().from(consentAcceptances).where(eq(consentAcceptances.memberId, memberId));

describe('acceptance at activation', () => {
  it('records the current versions for a member setting a first password, nothing for a plain reset', async () => {
    const imported = await createMember(t.app.db, { passwordHash: null });
    const active = await createMember(t.app.db);
    for (const member of [imported, active]) {
      await t.app.db.transaction((tx) => acceptCurrentVersionsOnActivation(tx, member.id, '2026-11-24'));
    }
    expect((await acceptancesOf(imported.id)).map((row) => [row.document, row.version, row.source])).toEqual([
      ['TERMS', '1.1', 'ACTIVATION'],
      ['PRIVACY', '2.0', 'ACTIVATION'],
    ]);
    expect(await acceptancesOf(active.id)).toEqual([]);
  });
});
