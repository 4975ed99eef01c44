import { describe, expect, it } from 'vitest';
import { type ConsentVersion, currentConsentVersions, pendingConsentVersions } from './consent-versions';

const versions: ConsentVersion[] = [
  { document: 'TERMS', version: '1.0', publishedOn: '2024-10-17', changes: [] },
  { document: 'PRIVACY', version: '1.0', publishedOn: '2024-10-17', changes: [] },
  { document: 'TERMS', version: '1.1', publishedOn: '2026-11-01', changes: [] },
  { document: 'PRIVACY', version: '3.0', publishedOn: '2027-01-01', changes: [] },
  { document: 'PRIVACY', version: '2.0', publishedOn: '2026-11-01', changes: [] },
];
const names = (list: ConsentVersion[]) => list.map((entry) => `${entry.document} ${entry.version}`);

describe('currentConsentVersions', () => {
  it.each([
    ['2024-10-16', []],
    ['2024-10-17', ['TERMS 1.0', 'PRIVACY 1.0']],
    ['2026-10-31', ['TERMS 1.0', 'PRIVACY 1.0']],
    ['2026-11-01', ['TERMS 1.1', 'PRIVACY 2.0']],
    // A version listed before an older one is still the newer: by date, not by position.
    ['2027-01-01', ['TERMS 1.1', 'PRIVACY 3.0']],
  ])('on %s', (today, expected) => {
    expect(names(currentConsentVersions(today, versions))).toEqual(expected);
  });
});

describe('pendingConsentVersions', () => {
  it.each([
    ['nothing accepted', [], ['TERMS 1.1', 'PRIVACY 2.0']],
    [
      'the old versions',
      [
        ['TERMS', '1.0'],
        ['PRIVACY', '1.0'],
      ],
      ['TERMS 1.1', 'PRIVACY 2.0'],
    ],
    [
      'only the new terms',
      [
        ['TERMS', '1.1'],
        ['PRIVACY', '1.0'],
      ],
      ['PRIVACY 2.0'],
    ],
    [
      'both current',
      [
        ['TERMS', '1.1'],
        ['PRIVACY', '2.0'],
      ],
      [],
    ],
    [
      'a version of the other document with the same label',
      [['PRIVACY', '1.1']],
      ['TERMS 1.1', 'PRIVACY 2.0'],
    ],
  ] as const)('%s', (_case, accepted, expected) => {
    const list = accepted.map(([document, version]) => ({ document, version }));
    expect(names(pendingConsentVersions(list, '2026-11-24', versions))).toEqual(expected);
  });
});
