import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createApplication, createFundedLoan, createMember, createProduct } from '../../../test/factories';
import { pdfText } from '../../../test/pdf-render';
import { memberHeaders } from '../../../test/sessions';
import { applications } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
});
afterAll(async () => {
  await t?.close();
});

/** The readable PDF out of the member's export archive. */
async function exportedSummary(nik: string): Promise<{ text: string; entries: string[] }> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/v1/account/data/export',
    headers: await memberHeaders(t.app, nik),
  });
  expect(response.statusCode).toBe(200);
  const entries = unzipSync(new Uint8Array(response.rawPayload));
  const pdf = entries['ringkasan-data-saya.pdf'];
  expect(pdf, 'the archive holds the readable summary').toBeDefined();
  return { text: await pdfText(Buffer.from(pdf ?? new Uint8Array())), entries: Object.keys(entries) };
}

describe('Data Saya export: the readable summary (ringkasan-data-saya.pdf)', () => {
  it('names statuses in Indonesian, amounts in Rupiah and times in WIB, not codes and UTC', async () => {
    const member = await createMember(t.app.db, { name: 'Siti Rahayu' });
    const product = await createProduct(t.app.db);
    const loan = await createFundedLoan(t.app.db, member, product.id, {
      amount: 6_000_000,
      tenorMonths: 12,
      ratePercent: 12,
      fundingDate: '2026-01-10',
      paidRows: 2,
    });
    // 18:30 UTC is 01:30 the next morning in Jakarta: the summary must say the Jakarta date and time.
    await t.app.db
      .update(applications)
      .set({ submittedAt: new Date('2026-01-05T18:30:00Z') })
      .where(eq(applications.id, loan.application.id));
    await createApplication(t.app.db, member, product.id, { status: 'RJT', rejectReason: 'Plafon' });

    const { text, entries } = await exportedSummary(member.nik);
    expect(entries).toContain('data.json');
    expect(text).toContain('RINGKASAN DATA PRIBADI');
    expect(text).toContain('Siti Rahayu');
    expect(text).toContain(loan.application.approvalNo);
    expect(text).toContain('06-01-2026 01:30 WIB');
    expect(text).toContain('Dicairkan');
    expect(text).toContain('Ditolak');
    expect(text).toContain('Rp 6.000.000');
    expect(text).toContain('2 dari 12');
    expect(text).toContain('Siapa yang membuka dokumen saya');
    expect(text).not.toMatch(/\b(FUN|RJT|NEW|FIN)\b/);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
  });
});
