import { describe, expect, it } from 'vitest';
import { CONSENT_DOCUMENTS, CONSENT_VERSIONS } from './consent-versions';
import { LEGAL_BASIS_LABELS, LEGAL_RECORD_RETENTION_YEARS, PERSONAL_DATA_CATEGORIES } from './personal-data';

describe('PERSONAL_DATA_CATEGORIES', () => {
  it('has one entry per key, each with what it covers, why, on which basis and for how long', () => {
    const keys = PERSONAL_DATA_CATEGORIES.map((category) => category.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const category of PERSONAL_DATA_CATEGORIES) {
      for (const text of [category.title, category.covers, category.purpose, category.retention]) {
        expect(text.trim().length, category.key).toBeGreaterThan(0);
      }
      expect(Object.keys(LEGAL_BASIS_LABELS)).toContain(category.basis);
    }
  });

  it('keeps the books for the legal period and says they cannot be deleted on request', () => {
    const records = PERSONAL_DATA_CATEGORIES.find((category) => category.key === 'records');
    expect(records?.basis).toBe('LEGAL_OBLIGATION');
    expect(records?.retention).toContain(`${LEGAL_RECORD_RETENTION_YEARS} tahun`);
    expect(records?.retention).toContain('Tidak dapat dihapus');
  });
});

describe('CONSENT_VERSIONS', () => {
  it('names each version once per document, with a real publication date and what changed', () => {
    const names = CONSENT_VERSIONS.map((entry) => `${entry.document} ${entry.version}`);
    expect(new Set(names).size).toBe(names.length);
    for (const entry of CONSENT_VERSIONS) {
      expect(CONSENT_DOCUMENTS).toContain(entry.document);
      expect(entry.publishedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(entry.changes.length).toBeGreaterThan(0);
    }
  });
});
