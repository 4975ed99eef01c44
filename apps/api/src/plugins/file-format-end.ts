/**
 * Where an uploaded file's format says the file ends, so that bytes glued after it (an HTML page, a script, a
 * second file: a polyglot) are refused instead of stored. Each format is walked by its own structure (chunks,
 * segments, blocks, RIFF size), never by searching for an end marker that could also occur inside the data.
 */

/** `complete`: nothing after the end but padding; `trailing`: more bytes follow; `truncated`: no end was found. */
export type FormatEnd = 'complete' | 'trailing' | 'truncated';

/** Checks the end of a PNG, JPEG, GIF, WEBP or PDF (by its detected MIME type); other types are `truncated`. */
export function checkFormatEnd(bytes: Uint8Array, mime: string): FormatEnd {
  switch (mime) {
    case 'image/png':
      return afterEnd(bytes, pngEnd(bytes), isNul);
    case 'image/jpeg':
      return jpegChainEnd(bytes);
    case 'image/gif':
      return afterEnd(bytes, gifEnd(bytes), isNul);
    case 'image/webp':
      return afterEnd(bytes, webpEnd(bytes), isNul);
    case 'application/pdf':
      return afterEnd(bytes, pdfEnd(bytes), isPdfWhitespace);
    default:
      return 'truncated';
  }
}

/** Some encoders pad an image with zero bytes; zeros carry nothing a browser could run. */
const isNul = (byte: number) => byte === 0x00;
/** PDF whitespace (ISO 32000-1 §7.2.2): producers often end the file with a newline or NULs after %%EOF. */
const isPdfWhitespace = (byte: number) => [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20].includes(byte);

function afterEnd(bytes: Uint8Array, end: number | null, isPadding: (byte: number) => boolean): FormatEnd {
  if (end === null || end > bytes.length) return 'truncated';
  for (let index = end; index < bytes.length; index++)
    if (!isPadding(byteAt(bytes, index))) return 'trailing';
  return 'complete';
}

/** The byte at `at`, or -1 past the end: equal to no byte, so every comparison there fails. */
const byteAt = (bytes: Uint8Array, at: number) => bytes[at] ?? -1;
const u16be = (bytes: Uint8Array, at: number) => (byteAt(bytes, at) << 8) | byteAt(bytes, at + 1);
const u32be = (bytes: Uint8Array, at: number) => u16be(bytes, at) * 0x10000 + u16be(bytes, at + 2);
const u32le = (bytes: Uint8Array, at: number) =>
  byteAt(bytes, at) +
  (byteAt(bytes, at + 1) << 8) +
  (byteAt(bytes, at + 2) << 16) +
  byteAt(bytes, at + 3) * 0x1000000;
const startsWith = (bytes: Uint8Array, at: number, text: string) =>
  at + text.length <= bytes.length &&
  [...text].every((char, index) => bytes[at + index] === char.charCodeAt(0));

/** PNG: signature, then length-type-data-CRC chunks up to and including IEND. */
function pngEnd(bytes: Uint8Array): number | null {
  let at = 8;
  while (at + 12 <= bytes.length) {
    const next = at + 12 + u32be(bytes, at);
    if (startsWith(bytes, at + 4, 'IEND')) return next;
    at = next;
  }
  return null;
}

/**
 * JPEG: a picture may be followed by further complete JPEGs (CIPA Multi-Picture Format: the second image of an
 * HDR or depth photo from a phone), each walked the same way; anything else after the last EOI is trailing.
 */
function jpegChainEnd(bytes: Uint8Array): FormatEnd {
  let at = 0;
  do {
    const end = jpegEnd(bytes, at);
    if (end === null) return 'truncated';
    at = end;
    while (at < bytes.length && isNul(byteAt(bytes, at))) at++;
  } while (at < bytes.length && bytes[at] === 0xff && bytes[at + 1] === 0xd8);
  return at === bytes.length ? 'complete' : 'trailing';
}

/**
 * One JPEG from its SOI at `start`: marker segments are skipped by their length (so an EXIF thumbnail, a whole
 * JPEG inside APP1, is never mistaken for the end), and after each SOS the entropy-coded data runs to the next
 * marker that is not a stuffed 0xFF00 or a restart marker.
 */
function jpegEnd(bytes: Uint8Array, start = 0): number | null {
  if (bytes[start] !== 0xff || bytes[start + 1] !== 0xd8) return null;
  let at = start + 2;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    while (bytes[at] === 0xff) at++;
    const marker = bytes[at++];
    if (marker === undefined || marker === 0x00) return null;
    if (marker === 0xd9) return at;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue;
    if (at + 2 > bytes.length || u16be(bytes, at) < 2) return null;
    at += u16be(bytes, at);
    if (marker === 0xda) at = skipEntropyCodedData(bytes, at);
  }
  return null;
}

function skipEntropyCodedData(bytes: Uint8Array, from: number): number {
  let at = from;
  while (at + 1 < bytes.length) {
    const next = byteAt(bytes, at + 1);
    if (bytes[at] !== 0xff) at++;
    else if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) at += 2;
    else if (next === 0xff) at++;
    else return at;
  }
  return bytes.length;
}

/** GIF: header, screen descriptor and colour table, then image and extension blocks up to the 0x3B trailer. */
function gifEnd(bytes: Uint8Array): number | null {
  if (bytes.length < 13) return null;
  let at = 13 + colourTableSize(byteAt(bytes, 10));
  while (at < bytes.length) {
    const block = bytes[at];
    if (block === 0x3b) return at + 1;
    if (block === 0x21) at = skipSubBlocks(bytes, at + 2);
    else if (block === 0x2c && at + 10 <= bytes.length) {
      at = skipSubBlocks(bytes, at + 10 + colourTableSize(byteAt(bytes, at + 9)) + 1);
    } else return null;
  }
  return null;
}

const colourTableSize = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);

function skipSubBlocks(bytes: Uint8Array, from: number): number {
  let at = from;
  while (at < bytes.length && bytes[at] !== 0) at += byteAt(bytes, at) + 1;
  return at + 1;
}

/** WEBP: a RIFF container is exactly 8 bytes plus the size its header gives (padded to an even length). */
function webpEnd(bytes: Uint8Array): number | null {
  if (!startsWith(bytes, 0, 'RIFF') || !startsWith(bytes, 8, 'WEBP')) return null;
  const size = u32le(bytes, 4);
  return 8 + size + (size % 2);
}

/** PDF: the last %%EOF ends the file (an incremental update appends its objects and its own %%EOF after the first). */
function pdfEnd(bytes: Uint8Array): number | null {
  const at = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).lastIndexOf(
    '%%EOF',
    undefined,
    'latin1',
  );
  return at < 0 ? null : at + '%%EOF'.length;
}
