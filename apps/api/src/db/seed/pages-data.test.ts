import { readFileSync } from 'node:fs';
import { SETTLEMENT_INTEREST_RULE } from '@kopkar/domain';
import { describe, expect, it } from 'vitest';
import { TERMS_SETTLEMENT_HTML } from './pages-data';

const termsMigration = readFileSync(
  new URL('../migrations/0018_backfill_settled_rows_and_terms.sql', import.meta.url),
  'utf8',
);

describe('the terms state the settlement interest rule the quote and the letter use (ADR 0018)', () => {
  it('a fresh demo seeds it', () => {
    expect(TERMS_SETTLEMENT_HTML).toContain(`<p>${SETTLEMENT_INTEREST_RULE}</p>`);
    expect(TERMS_SETTLEMENT_HTML).not.toContain('sesuai perhitungan koperasi');
  });
  it('an existing database gets the same words from the migration', () => {
    expect(termsMigration).toContain(`<p>${SETTLEMENT_INTEREST_RULE}</p>`);
  });
});
