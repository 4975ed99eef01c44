import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createMember } from '../../../test/factories';
import { issuedDocuments } from '../../db/schema';
import { type IssueRequest, issueDocument } from './issued-documents.service';

// PGlite runs one transaction at a time and would pass broken code (docs/testing.md#traps-on-these-machines): races run on PostgreSQL.
const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres)
  console.info('issued-documents.race.test: skipped, set DATABASE_URL to run it on PostgreSQL');

const PUBLIC_URL = 'https://portal.kopkar.test';

describe.runIf(onPostgres)('document numbers on PostgreSQL', () => {
  let t: TestApp;
  let member: { id: number; name: string };
  beforeAll(async () => {
    t = await buildTestApp({ publicUrl: PUBLIC_URL });
    member = await createMember(t.app.db, { name: 'Siti Rahmawati' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const letter = (agreementNo: string, now?: Date): IssueRequest<'settlement-letter'> => ({
    kind: 'settlement-letter',
    member,
    subject: `agreement:${agreementNo}`,
    content: { agreementNo },
    figures: { agreementNo, loanAmount: 1_000_000, settledOn: '2026-11-20' },
    now,
  });
  const sequencesOf = (numbers: string[]) => numbers.map((number) => Number(number.split('/')[0]));

  it('numbers 30 documents of a kind issued at once 1 to 30, each once, while another kind counts apart', async () => {
    const at = new Date('2026-11-26T03:00:00Z');
    const issued = await Promise.all([
      ...Array.from({ length: 30 }, (_, index) =>
        issueDocument(t.app.db, PUBLIC_URL, letter(`PK-A-${index}`, at)),
      ),
      ...Array.from({ length: 10 }, (_, index) =>
        issueDocument(t.app.db, PUBLIC_URL, {
          kind: 'shu-slip',
          member,
          subject: `shu:${2000 + index}`,
          content: { year: 2000 + index },
          figures: { year: 2000 + index, jasaModal: 1, jasaUsaha: 2, total: 3 },
          now: at,
        }),
      ),
    ]);
    const letters = issued.slice(0, 30).map((document) => document.number);
    const slips = issued.slice(30).map((document) => document.number);
    expect(sequencesOf(letters).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(sequencesOf(slips).sort((a, b) => a - b)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
    expect(letters.every((number) => /^\d{3}\/SKL\/KOPKAR\/XI\/2026$/.test(number))).toBe(true);
    expect(slips.every((number) => /^\d{3}\/SHU\/KOPKAR\/XI\/2026$/.test(number))).toBe(true);
    expect(new Set(issued.map((document) => document.code)).size).toBe(40);
  });

  it('starts each year at 001 and goes on from the last number in the same year', async () => {
    const january = await issueDocument(
      t.app.db,
      PUBLIC_URL,
      letter('PK-B-1', new Date('2027-01-02T03:00:00Z')),
    );
    expect(january.number).toBe('001/SKL/KOPKAR/I/2027');
    const november = await issueDocument(
      t.app.db,
      PUBLIC_URL,
      letter('PK-B-2', new Date('2026-11-27T03:00:00Z')),
    );
    expect(november.number).toBe('031/SKL/KOPKAR/XI/2026');
  });

  it('issues one document when the same one is asked for 30 times at once, and gives the other numbers back', async () => {
    const at = new Date('2026-12-01T03:00:00Z');
    const issued = await Promise.all(
      Array.from({ length: 30 }, () => issueDocument(t.app.db, PUBLIC_URL, letter('PK-C-1', at))),
    );
    expect(new Set(issued.map((document) => document.number))).toEqual(new Set(['032/SKL/KOPKAR/XII/2026']));
    expect(new Set(issued.map((document) => document.code)).size).toBe(1);
    const rows = await t.app.db
      .select()
      .from(issuedDocuments)
      .where(eq(issuedDocuments.subject, 'agreement:PK-C-1'));
    expect(rows).toHaveLength(1);
    // No gap: the 29 that lost rolled their numbers back.
    const next = await issueDocument(t.app.db, PUBLIC_URL, letter('PK-C-2', at));
    expect(next.number).toBe('033/SKL/KOPKAR/XII/2026');
  });
});
