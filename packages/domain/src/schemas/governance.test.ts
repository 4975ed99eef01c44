import { describe, expect, it } from 'vitest';
import {
  type GovernanceDocument,
  governanceDocumentCreateSchema,
  governanceDocumentUpdateSchema,
  groupGovernanceDocuments,
} from './governance';

const doc = (id: number, kind: GovernanceDocument['kind'], year: number | null, publishedOn: string) => ({
  id,
  kind,
  title: `Dokumen ${id}`,
  year,
  publishedOn,
  sizeBytes: 1000,
});

describe('groupGovernanceDocuments', () => {
  it('orders kinds as members read them, years newest first, undated last, newest upload first', () => {
    const groups = groupGovernanceDocuments([
      doc(1, 'PENGUMUMAN', null, '2026-01-05'),
      doc(2, 'LAPORAN_RAT', 2024, '2025-03-01'),
      doc(3, 'LAPORAN_RAT', 2025, '2026-03-01'),
      doc(4, 'AD_ART', null, '2020-01-01'),
      doc(5, 'PENGUMUMAN', 2026, '2026-02-01'),
      doc(6, 'LAPORAN_RAT', 2025, '2026-03-10'),
    ]);
    // kind → [year, ids in order]: the page's reading order.
    expect(groups.map((g) => [g.kind, g.years.map((y) => [y.year, y.documents.map((d) => d.id)])])).toEqual([
      ['AD_ART', [[null, [4]]]],
      [
        'LAPORAN_RAT',
        [
          [2025, [6, 3]],
          [2024, [2]],
        ],
      ],
      [
        'PENGUMUMAN',
        [
          [2026, [5]],
          [null, [1]],
        ],
      ],
    ]);
    expect(groups[1]?.label).toBe('Laporan RAT');
  });

  it('leaves out kinds without documents', () => {
    expect(groupGovernanceDocuments([])).toEqual([]);
  });
});

describe('governance document requests', () => {
  const base = { title: 'Laporan RAT 2025', publishedOn: '2026-03-01' };

  it('requires a year for RAT reports and minutes only', () => {
    const missing = governanceDocumentUpdateSchema.safeParse({ ...base, kind: 'NOTULEN_RAT' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.path).toEqual(['year']);
    expect(governanceDocumentUpdateSchema.parse({ ...base, kind: 'AD_ART' }).year).toBeNull();
    expect(governanceDocumentUpdateSchema.parse({ ...base, kind: 'LAPORAN_RAT', year: 2025 }).year).toBe(
      2025,
    );
  });

  it('refuses a create without a file, an unknown kind and an impossible date', () => {
    expect(governanceDocumentCreateSchema.safeParse({ ...base, kind: 'AD_ART' }).success).toBe(false);
    expect(governanceDocumentCreateSchema.safeParse({ ...base, kind: 'RAHASIA', file: 'x' }).success).toBe(
      false,
    );
    expect(
      governanceDocumentCreateSchema.safeParse({
        ...base,
        kind: 'AD_ART',
        file: 'x',
        publishedOn: '2026-02-30',
      }).success,
    ).toBe(false);
  });
});
