import { describe, expect, it } from 'vitest';
import { plainPdf } from '../../test/pdf-fixtures';
import {
  gif,
  jpegWithExifThumbnail,
  jpegWithGps,
  png,
  webp,
  withAppendedScript,
} from '../../test/upload-fixtures';
import { checkFormatEnd } from './file-format-end';

const cat = (...parts: (Buffer | number[] | string)[]) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
  );

describe('checkFormatEnd', () => {
  it.each([
    ['PNG', 'image/png', () => png()],
    ['JPEG', 'image/jpeg', () => jpegWithGps()],
    ['GIF', 'image/gif', () => gif()],
    ['WEBP', 'image/webp', () => webp()],
    ['PDF', 'application/pdf', async () => plainPdf()],
  ])('%s: complete as written, trailing with a script appended', async (_name, mime, build) => {
    const clean = await build();
    expect(checkFormatEnd(clean, mime)).toBe('complete');
    expect(checkFormatEnd(withAppendedScript(clean), mime)).toBe('trailing');
  });

  it('JPEG: an EXIF thumbnail (a JPEG with its own EOI inside APP1) is not the end of the file', async () => {
    const photo = await jpegWithExifThumbnail();
    expect(checkFormatEnd(photo, 'image/jpeg')).toBe('complete');
    expect(checkFormatEnd(withAppendedScript(photo), 'image/jpeg')).toBe('trailing');
  });

  it('JPEG: entropy-coded 0xFF00 and restart markers are data, not the end', () => {
    const scan = cat([
      0xff, 0xd8, 0xff, 0xda, 0x00, 0x02, 0x12, 0xff, 0x00, 0x34, 0xff, 0xd3, 0x56, 0xff, 0xff, 0xd9,
    ]);
    expect(checkFormatEnd(scan, 'image/jpeg')).toBe('complete');
    expect(checkFormatEnd(cat(scan, '<script>'), 'image/jpeg')).toBe('trailing');
  });

  it('JPEG: a second complete picture (Multi-Picture Format) may follow, anything else may not', async () => {
    const photo = await jpegWithGps(40, 30);
    expect(checkFormatEnd(cat(photo, photo), 'image/jpeg')).toBe('complete');
    expect(checkFormatEnd(cat(photo, [0xff, 0xd8], '<script>'), 'image/jpeg')).toBe('truncated');
  });

  it('JPEG: without its EOI it is truncated', async () => {
    const photo = await jpegWithGps(40, 30);
    expect(checkFormatEnd(photo.subarray(0, photo.length - 2), 'image/jpeg')).toBe('truncated');
  });

  it('zero padding after an image and whitespace after %%EOF are not data', async () => {
    expect(checkFormatEnd(cat(await png(), [0, 0, 0]), 'image/png')).toBe('complete');
    expect(checkFormatEnd(cat(plainPdf(), '\r\n \0'), 'application/pdf')).toBe('complete');
  });

  it('PDF: an HTML page after the last %%EOF is trailing; a PDF without %%EOF is truncated', () => {
    expect(checkFormatEnd(cat(plainPdf(), '<html><script>alert(1)</script></html>'), 'application/pdf')).toBe(
      'trailing',
    );
    expect(checkFormatEnd(cat('%PDF-1.4\n1 0 obj << >> endobj\n'), 'application/pdf')).toBe('truncated');
  });

  it('WEBP: bytes beyond the RIFF size are trailing, fewer are truncated', async () => {
    const image = await webp();
    expect(checkFormatEnd(cat(image, 'AB'), 'image/webp')).toBe('trailing');
    expect(checkFormatEnd(image.subarray(0, image.length - 4), 'image/webp')).toBe('truncated');
  });

  it('a format it does not know has no known end', () => {
    expect(checkFormatEnd(cat('<svg/>'), 'image/svg+xml')).toBe('truncated');
  });
});
