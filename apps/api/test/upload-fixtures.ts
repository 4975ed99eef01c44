import sharp from 'sharp';

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

export async function png(width = 300, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 250, g: 250, b: 250 } } })
    .png()
    .toBuffer();
}

/** A minimal, valid-looking PDF without active content. */
export function pdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  );
}

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
