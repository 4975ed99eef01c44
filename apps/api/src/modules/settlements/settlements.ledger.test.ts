import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { linesOfEvent, watchBooks } from '../../../test/books';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createProduct, createStaff } from '../../../test/factories';
import { signInStaff } from '../../../test/sessions';
import { requestedSettlement } from '../../../test/settlement-fixtures';
import { png, toDataUrl } from '../../../test/upload-fixtures';

// The happy path of settlements.routes.test.ts, in the books (docs/decisions/0023-general-ledger.md).
let t: TestApp;
let productId: number;
let finance: Record<string, string>;
beforeAll(async () => {
  // The quote's running interest counts days to today: pin today to 10-05-2026 (Jakarta), day 15 of row 4's 30.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-05-10T05:00:00Z') });
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  productId = (await createProduct(t.app.db)).id;
  finance = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'FINANCE' })).username);
});
afterAll(async () => {
  await t?.close();
  vi.useRealTimers();
});

const post = (url: string, payload: object, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, payload, headers });

describe('early settlement in the books', () => {
  it('writes one entry when FINANCE confirms, from the rows it closed, and none for any other step', async () => {
    // Rp 12.000.000 at 12 %/yr over 12 months, funded 10-01-2026, three rows paid by payroll.
    const { headers, settlementId } = await requestedSettlement(t.app, productId);
    const eventKey = `settlement:${settlementId}`;
    const approved = await post(`/api/v1/admin/settlements/${settlementId}/approve`, {}, finance);
    // After 3 rows the principal left is 9.132.965; row 4's 91.330 × 15/30 days = 45.665 interest.
    expect(approved.json().data).toMatchObject({ status: 'PT2', TotalPelunasan: 9_178_630 });
    await post(
      `/api/v1/UploadBuktiPelunasan/${settlementId}`,
      { BuktiPelunasan: toDataUrl(await png(), 'image/png') },
      headers,
    );
    // Approving and uploading the proof move no money.
    expect(await linesOfEvent(t.app.db, eventKey)).toEqual([]);

    const books = await watchBooks(t.app.db);
    const confirmed = await post(`/api/v1/admin/settlements/${settlementId}/confirm`, {}, finance);
    expect(confirmed.json().data.status).toBe('PAI');
    // The bank received principal + interest; the receivable closes and the interest is earned.
    const settledLines = ['1102 D 9178630', '1201 K 9132965', '4101 K 45665'];
    expect(await linesOfEvent(t.app.db, eventKey)).toEqual(settledLines);
    await books.expectMovedTogether();

    // A second confirmation finds it decided: the entry is written once.
    expect((await post(`/api/v1/admin/settlements/${settlementId}/confirm`, {}, finance)).statusCode).toBe(
      409,
    );
    expect(await linesOfEvent(t.app.db, eventKey)).toEqual(settledLines);
    await books.expectMovedTogether();
  });
});
