/**
 * Counts the places in a PDF's bytes where a reader, sent there by a cross-reference offset or rebuilding a broken
 * one, would find an indirect object: `N G obj`, the tokens apart by whitespace or comments. Wherever they sit,
 * inside a stream's data and inside a comment included: a parser reading the file front to back skips those, a
 * reader following an offset does not. One linear pass: hostile bytes must not make the check itself slow.
 */
export function countObjectHeaders(bytes: Uint8Array): number {
  const lineEnds = findLineEnds(bytes);
  let count = 0;
  for (let at = 0; at < bytes.length; at++) {
    const startsNumber = isDigit(bytes[at]) && !isDigit(bytes[at - 1]);
    if (startsNumber && isObjectHeaderAt(bytes, at, lineEnds)) count++;
  }
  return count;
}

const isDigit = (byte: number | undefined) => byte !== undefined && byte >= 0x30 && byte <= 0x39;
/** PDF whitespace (ISO 32000-1 §7.2.2). */
const isWhitespace = (byte: number | undefined) =>
  byte === 0x00 || byte === 0x09 || byte === 0x0a || byte === 0x0c || byte === 0x0d || byte === 0x20;
const isLineEnd = (byte: number) => byte === 0x0a || byte === 0x0d;

/** For each offset, where its line ends: a comment is skipped in one step, never scanned again per candidate. */
function findLineEnds(bytes: Uint8Array): Int32Array {
  const ends = new Int32Array(bytes.length + 1);
  ends[bytes.length] = bytes.length;
  for (let at = bytes.length - 1; at >= 0; at--)
    ends[at] = isLineEnd(bytes[at] ?? 0) ? at : (ends[at + 1] ?? bytes.length);
  return ends;
}

function isObjectHeaderAt(bytes: Uint8Array, start: number, lineEnds: Int32Array): boolean {
  const afterNumber = skipDigits(bytes, start);
  const generation = skipSeparators(bytes, afterNumber, lineEnds);
  if (generation === afterNumber) return false;
  const afterGeneration = skipDigits(bytes, generation);
  if (afterGeneration === generation) return false;
  const keyword = skipSeparators(bytes, afterGeneration, lineEnds);
  if (keyword === afterGeneration) return false;
  return bytes[keyword] === 0x6f && bytes[keyword + 1] === 0x62 && bytes[keyword + 2] === 0x6a; // "obj"
}

function skipDigits(bytes: Uint8Array, from: number): number {
  let at = from;
  while (isDigit(bytes[at])) at++;
  return at;
}

function skipSeparators(bytes: Uint8Array, from: number, lineEnds: Int32Array): number {
  let at = from;
  for (;;) {
    if (isWhitespace(bytes[at])) at++;
    else if (bytes[at] === 0x25 /* % */) at = lineEnds[at] ?? bytes.length;
    else return at;
  }
}
