import { describe, expect, it } from 'vitest';
import { checkDocument, checkSelfie, DOCUMENT_TYPE_MESSAGE, SELFIE_TYPE_MESSAGE } from './check-upload';

const fileOf = (bytes: number, type: string, name = 'berkas') =>
  new File([new Uint8Array(bytes)], name, { type });

describe('checkDocument (docs/product/validation.md: jpeg/gif/png/pdf, strictly under 1.000.000 bytes)', () => {
  it.each([
    ['a PDF of 999.999 bytes is kept', fileOf(999_999, 'application/pdf'), 'form', null],
    [
      'a PNG of 1.000.000 bytes is too big for the form',
      fileOf(1_000_000, 'image/png'),
      'form',
      'File Form Pengajuan Terlalu Besar, Maks 1 Mb',
    ],
    [
      'a JPEG of 1.000.001 bytes is too big as support',
      fileOf(1_000_001, 'image/jpeg'),
      'supporting',
      'File Dokumen pendukung Terlalu Besar, Maks 1 Mb',
    ],
    ['a GIF is accepted', fileOf(10, 'image/gif'), 'supporting', null],
    ['a Word file is refused', fileOf(10, 'application/msword'), 'form', DOCUMENT_TYPE_MESSAGE],
  ] as const)('%s', (_reason, file, kind, expected) => {
    expect(checkDocument(file, kind)).toBe(expected);
  });
});

describe('checkSelfie (images only)', () => {
  it('accepts any image and refuses a PDF', () => {
    expect(checkSelfie(fileOf(10, 'image/webp'))).toBeNull();
    expect(checkSelfie(fileOf(10, 'application/pdf'))).toBe(SELFIE_TYPE_MESSAGE);
  });
});
