import { constants, inflateSync } from 'node:zlib';
import {
  PDFArray,
  PDFDict,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFParser,
  PDFRawStream,
  type PDFRef,
  type PDFStream,
} from '@cantoo/pdf-lib';
import { countObjectHeaders } from './pdf-object-headers';

/**
 * Names that make a PDF do something when staff open it: run a script, act on opening or on an event, start a
 * program or another file, carry a file, submit or import form data, play rich media. Compared after #xx escapes
 * are decoded (`/J#61vaScript` is /JavaScript to every reader), as keys and as values.
 */
const ACTIVE_NAMES = new Set([
  'JavaScript',
  'JS',
  'OpenAction',
  'AA',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'EF',
  'FileAttachment',
  'XFA',
  'RichMedia',
  'GoToR',
  'GoToE',
  'SubmitForm',
  'ImportData',
  'Rendition',
  'Movie',
  'Sound',
]);

/** `safe`; `active` (some object names active content); `unreadable` (encrypted, broken, or hiding objects). */
export type PdfVerdict = 'safe' | 'active' | 'unreadable';

/**
 * The parser inflates object and cross-reference streams in memory, on the request's thread: a 400 kB upload can
 * claim 400 MB (measured: 6 s and 1 GB of memory). Real ones hold a few hundred kB of object syntax.
 */
const MAX_UNPACKED_BYTES = 16 * 1024 * 1024;

/**
 * Keeps every object the parser reads, including each one an object stream unpacks. The parser's context keeps
 * only the last definition of an object number, but a reader following the cross-reference may use an earlier
 * one (an incremental update that "replaces" a script with a clean object), so every definition is inspected.
 */
class RecordingParser extends PDFParser {
  readonly definitions: PDFObject[] = [];
  private unpackBudget = MAX_UNPACKED_BYTES;

  constructor(bytes: Uint8Array) {
    // Objects the parser cannot read are an error here, not skipped: a reader might read them another way.
    super(bytes, Number.POSITIVE_INFINITY, true);
    const assign = this.context.assign.bind(this.context);
    this.context.assign = (ref, object) => {
      this.definitions.push(object);
      assign(ref, object);
    };
  }

  get isEncrypted(): boolean {
    return this.context.trailerInfo.Encrypt !== undefined;
  }

  /** Measures a stream the parser is about to unpack before it does, and stops the parse past the budget. */
  protected override parseDictOrStream(ref?: PDFRef): PDFDict | PDFStream {
    const object = super.parseDictOrStream(ref);
    if (object instanceof PDFRawStream && isUnpackedByParser(object)) {
      this.unpackBudget -= unpackedSize(object, this.unpackBudget);
    }
    return object;
  }
}

const isUnpackedByParser = (stream: PDFRawStream) => {
  const type = stream.dict.lookup(PDFName.of('Type'));
  return type === PDFName.of('ObjStm') || type === PDFName.of('XRef');
};

/** Bytes the stream inflates to; throws past `budget` or for a filter other than none or FlateDecode. */
function unpackedSize(stream: PDFRawStream, budget: number): number {
  const filter = stream.dict.lookup(PDFName.of('Filter'));
  const only = filter instanceof PDFArray && filter.size() === 1 ? filter.lookup(0) : filter;
  if (only === undefined) return stream.contents.length;
  if (only !== PDFName.of('FlateDecode')) throw new Error('object stream filter not checked');
  // Z_SYNC_FLUSH: a stream cut short still counts what it holds, as the parser would read it.
  const options = { maxOutputLength: Math.max(1, budget), finishFlush: constants.Z_SYNC_FLUSH };
  return inflateSync(stream.contents, options).length;
}

/** Parses a PDF with a real parser (object and cross-reference streams included) and judges what it may do. */
export async function inspectPdf(bytes: Uint8Array): Promise<PdfVerdict> {
  const parser = new RecordingParser(bytes);
  try {
    await parser.parseDocument();
    // Encrypted strings and streams cannot be read without the key, so what they hold cannot be checked.
    if (parser.isEncrypted) return 'unreadable';
    if (parser.definitions.some(isActive)) return 'active';
    return hidesObjects(bytes, parser.definitions) ? 'unreadable' : 'safe';
  } catch {
    // Whatever the parser or the checks choke on is a PDF that cannot be vouched for, never a server error.
    return 'unreadable';
  }
}

function isActive(root: PDFObject): boolean {
  const pending: PDFObject[] = [root];
  while (pending.length > 0) {
    const object = pending.pop();
    if (object instanceof PDFName) {
      if (ACTIVE_NAMES.has(object.decodeText())) return true;
    } else if (object instanceof PDFDict) {
      for (const [key, value] of object.entries()) pending.push(key, value);
    } else if (object instanceof PDFArray) {
      pending.push(...object.asArray());
    } else if (object instanceof PDFRawStream) {
      pending.push(object.dict);
    }
  }
  return false;
}

/**
 * True when a reader could find objects the parser never read: an object header more in the bytes than objects
 * parsed at the top level (one inside a stream's data or a comment, where an xref offset can still point), or a
 * stream laid out as an object stream (/First) without saying so, which a reader unpacks but the parser does not.
 */
function hidesObjects(bytes: Uint8Array, definitions: PDFObject[]): boolean {
  let unpacked = 0;
  for (const object of definitions) {
    if (!(object instanceof PDFRawStream)) continue;
    const type = object.dict.lookup(PDFName.of('Type'));
    if (type === PDFName.of('ObjStm')) unpacked += object.dict.lookup(PDFName.of('N'), PDFNumber).asNumber();
    else if (object.dict.has(PDFName.of('First'))) return true;
  }
  return countObjectHeaders(bytes) > definitions.length - unpacked;
}
