/**
 * The files of attack class 6, built here byte by byte so that each is a well-formed file a real PDF parser
 * opens (a fixed portal must refuse them for their content, not because they are broken), plus a clean control
 * that must be accepted, or the refusals prove nothing.
 */
import { deflateSync } from 'node:zlib';

/** An 8×8 JPEG and PNG (made once with sharp): valid images for the selfie and the image polyglots. */
const JPEG_BASE64 =
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABv/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKQAI2f/2Q==';
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM4UaGBFTEMLQkAUtVaAUH78mEAAAAASUVORK5CYII=';

/** What rides along in the polyglots; the report looks for it in the stored bytes. */
export const POLYGLOT_MARKER = '<script>alert(document.domain)</script>';
const HTML_TRAILER = `\n<html><body>${POLYGLOT_MARKER}</body></html>\n`;

export const jpeg = () => Buffer.from(JPEG_BASE64, 'base64');
export const png = () => Buffer.from(PNG_BASE64, 'base64');

export const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;

const CATALOG = '<< /Type /Catalog /Pages 2 0 R >>';
const PAGES = '<< /Type /Pages /Kids [3 0 R] /Count 1 >>';
const PAGE = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << >> >>';
/** Leading lines of every sample: the version and the binary-comment line PDF writers add. */
const pdfHead = (version: string) => `%PDF-${version}\n%\xe2\xe3\xcf\xd3\n`;

/** A PDF with a classic xref table; objects are numbered from 1 in order and object 1 is the catalog. */
function classicPdf(objects: readonly string[]): Buffer {
  let text = pdfHead('1.4');
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(text, 'latin1'));
    text += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(text, 'latin1');
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  text += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

export const cleanPdf = () => classicPdf([CATALOG, PAGES, PAGE]);

/** `/O#70enAction` is `/OpenAction` and `/J#61vaScript` is `/JavaScript` once a reader decodes the names. */
export const hexEscapedPdf = () =>
  classicPdf([
    '<< /Type /Catalog /Pages 2 0 R /O#70enAction 4 0 R >>',
    PAGES,
    PAGE,
    '<< /Type /Action /S /J#61vaScript /J#53 (app.alert\\(1\\)) >>',
  ]);

export const pdfWithHtmlAfterEof = () => Buffer.concat([cleanPdf(), Buffer.from(HTML_TRAILER, 'latin1')]);

/**
 * PDF 1.5: the catalog (with /OpenAction) and the JavaScript action live compressed in an object stream, found
 * through a cross-reference stream, so no active-content name appears in the file's bytes at all.
 */
export function objectStreamPdf(): Buffer {
  const inner = [
    '<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>',
    PAGES,
    PAGE,
    '<< /Type /Action /S /JavaScript /JS (app.alert\\(1\\)) >>',
  ];
  let index = '';
  let content = '';
  inner.forEach((object, position) => {
    index += `${position + 1} ${content.length} `;
    content += `${object}\n`;
  });
  const packed = deflateSync(Buffer.from(index + content, 'latin1'));
  const head = Buffer.from(pdfHead('1.5'), 'latin1');
  const objectStream = Buffer.concat([
    Buffer.from(
      `5 0 obj\n<< /Type /ObjStm /N ${inner.length} /First ${index.length} /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`,
      'latin1',
    ),
    packed,
    Buffer.from('\nendstream\nendobj\n', 'latin1'),
  ]);
  const xrefAt = head.length + objectStream.length;
  const table = xrefStreamTable([
    [0, 0, 65535],
    ...inner.map((_, position): XrefEntry => [2, 5, position]),
    [1, head.length, 0],
    [1, xrefAt, 0],
  ]);
  const xref = Buffer.concat([
    Buffer.from(
      `6 0 obj\n<< /Type /XRef /Size 7 /W [1 4 2] /Root 1 0 R /Length ${table.length} >>\nstream\n`,
      'latin1',
    ),
    table,
    Buffer.from(`\nendstream\nendobj\nstartxref\n${xrefAt}\n%%EOF\n`, 'latin1'),
  ]);
  return Buffer.concat([head, objectStream, xref]);
}

/** [type, field 2, field 3] of one xref-stream entry, written with widths /W [1 4 2]. */
type XrefEntry = [number, number, number];

function xrefStreamTable(entries: readonly XrefEntry[]): Buffer {
  const table = Buffer.alloc(entries.length * 7);
  entries.forEach(([type, second, third], row) => {
    table.writeUInt8(type, row * 7);
    table.writeUInt32BE(second, row * 7 + 1);
    table.writeUInt16BE(third, row * 7 + 5);
  });
  return table;
}

export const jpegWithHtml = () => Buffer.concat([jpeg(), Buffer.from(HTML_TRAILER, 'latin1')]);
export const pngWithHtml = () => Buffer.concat([png(), Buffer.from(HTML_TRAILER, 'latin1')]);

export type UploadSample = {
  name: string;
  mime: string;
  bytes: () => Buffer;
  /** What the portal must do with uploads: active content and trailing data refused, the control accepted. */
  promise: 'accepted' | 'refused';
};

/** The supporting-document samples, the control first. */
export const DOCUMENT_SAMPLES: readonly UploadSample[] = [
  { name: 'clean PDF (control)', mime: 'application/pdf', bytes: cleanPdf, promise: 'accepted' },
  {
    name: 'PDF, hex-escaped /O#70enAction + /J#61vaScript',
    mime: 'application/pdf',
    bytes: hexEscapedPdf,
    promise: 'refused',
  },
  {
    name: 'PDF, JavaScript in an object stream',
    mime: 'application/pdf',
    bytes: objectStreamPdf,
    promise: 'refused',
  },
  { name: 'PDF + HTML after %%EOF', mime: 'application/pdf', bytes: pdfWithHtmlAfterEof, promise: 'refused' },
  { name: 'JPEG + HTML appended', mime: 'image/jpeg', bytes: jpegWithHtml, promise: 'refused' },
  { name: 'PNG + HTML appended', mime: 'image/png', bytes: pngWithHtml, promise: 'refused' },
];
