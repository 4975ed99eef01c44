import sharp from 'sharp';
import { plainPdf } from './pdf-fixtures';

/** Real bytes for upload tests: each helper returns a base64 data URL with the type the test claims. */
export const toDataUrl = (bytes: Buffer, claimedMime: string) =>
  `data:${claimedMime};base64,${bytes.toString('base64')}`;

/** A small JPEG photo carrying EXIF with GPS coordinates (which re-encoding must drop). */
export async function jpegWithGps(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .withExif({
      IFD0: { Make: 'UjiKamera', Model: 'Selfie 1' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '6/1 12/1 0/1' },
    })
    .jpeg()
    .toBuffer();
}

/** A small GIF (sharp writes a complete one, ending with the 0x3B trailer). */
export async function gif(width = 60, height = 40): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .gif()
    .toBuffer();
}

export async function webp(width = 60, height = 40): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 200, b: 40 } } })
    .webp()
    .toBuffer();
}

/** A file with an HTML page glued after its end: a polyglot a browser sniffing the bytes would run. */
export const withAppendedScript = (bytes: Buffer) =>
  Buffer.concat([bytes, Buffer.from('<html><script>alert(document.domain)</script></html>', 'latin1')]);

/**
 * A camera-style JPEG: an APP1 EXIF block whose IFD1 carries a whole JPEG thumbnail (its own SOI … EOI) before
 * the picture itself. Its first EOI is the thumbnail's, not the end of the file.
 */
export async function jpegWithExifThumbnail(): Promise<Buffer> {
  const photo = await jpegWithGps(320, 240);
  const thumbnail = await sharp({
    create: { width: 32, height: 24, channels: 3, background: { r: 10, g: 10, b: 10 } },
  })
    .jpeg()
    .toBuffer();
  // TIFF header (8) + IFD0 with no entries (2 + 4) + IFD1 with two entries (2 + 24 + 4) = 44: the thumbnail.
  const tiff = Buffer.alloc(44);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  tiff.writeUInt16LE(0, 8);
  tiff.writeUInt32LE(14, 10);
  tiff.writeUInt16LE(2, 14);
  [
    [0x0201, 44],
    [0x0202, thumbnail.length],
  ].forEach(([tag, value], index) => {
    const at = 16 + index * 12;
    tiff.writeUInt16LE(tag!, at);
    tiff.writeUInt16LE(4, at + 2);
    tiff.writeUInt32LE(1, at + 4);
    tiff.writeUInt32LE(value!, at + 8);
  });
  tiff.writeUInt32LE(0, 40);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff, thumbnail]);
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([photo.subarray(0, 2), header, payload, photo.subarray(2)]);
}

export async function png(width = 300, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 250, g: 250, b: 250 } } })
    .png()
    .toBuffer();
}

/** A minimal PDF without active content (one empty page, with a cross-reference table). */
export const pdf = plainPdf;

/** A PDF with a JavaScript action. */
export function pdfWithScript(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF\n',
    'latin1',
  );
}

/** A Windows executable header (MZ … PE). */
export function executable(): Buffer {
  const bytes = Buffer.alloc(512);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
}

/** Exactly `size` bytes that start like a PNG: used to test the size limit before any decoding. */
export function oversize(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x41);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  return bytes;
}

/** An SVG with a script, claimed as PNG. */
export function svgWithScript(): Buffer {
  return Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
}
