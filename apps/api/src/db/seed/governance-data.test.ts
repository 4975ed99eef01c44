import { governanceDocumentUpdateSchema } from '@kopkar/domain';
import { describe, expect, it } from 'vitest';
import { checkFormatEnd } from '../../plugins/file-format-end';
import { inspectPdf } from '../../plugins/pdf-safety';
import { renderSeedPdf, seedGovernanceList } from './governance-data';

describe('demo governance documents', () => {
  const list = seedGovernanceList('2026-03-14');

  it('are an AD/ART and last fiscal year’s RAT report and minutes, each valid as an ADMIN would enter it', () => {
    expect(list.map((document) => [document.kind, document.year])).toEqual([
      ['AD_ART', null],
      ['LAPORAN_RAT', 2025],
      ['NOTULEN_RAT', 2025],
    ]);
    for (const { body: _body, ...metadata } of list) {
      expect(governanceDocumentUpdateSchema.safeParse(metadata).success).toBe(true);
    }
  });

  it('never date the RAT after today', () => {
    expect(seedGovernanceList('2026-01-10')[1]?.publishedOn).toBe('2026-01-10');
    expect(seedGovernanceList('2026-06-01')[1]?.publishedOn).toBe('2026-03-14');
  });

  it('render PDFs that pass the upload checks', async () => {
    const pdf = await renderSeedPdf(list[1]!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(checkFormatEnd(pdf, 'application/pdf')).toBe('complete');
    expect(await inspectPdf(pdf)).toBe('safe');
  });
});
