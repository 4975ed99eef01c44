import { deflateSync } from 'node:zlib';

/**
 * PDFs written byte by byte for upload tests, each with a cross-reference that points at its objects, so a viewer
 * would open them as they are. The hostile ones are built here rather than committed as binaries: what each one
 * hides is readable in the test that uses it.
 */

const ascii = (text: string) => Buffer.from(text, 'latin1');

/** A PDF whose objects 1…n are `bodies` (object 1 the catalog), with a classic xref table and trailer. */
export function buildPdf(bodies: string[], version = '1.4'): Buffer {
  const parts: Buffer[] = [ascii(`%PDF-${version}\n%\xe2\xe3\xcf\xd3\n`)];
  let length = parts[0]!.length;
  const offsets = bodies.map((body, index) => {
    const offset = length;
    const object = ascii(`${index + 1} 0 obj\n${body}\nendobj\n`);
    parts.push(object);
    length += object.length;
    return offset;
  });
  const rows = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  parts.push(
    ascii(
      `xref\n0 ${bodies.length + 1}\n0000000000 65535 f \n${rows}` +
        `trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(parts);
}

const PAGES = '<< /Type /Pages /Kids [3 0 R] /Count 1 >>';
const PAGE = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>';

/** One empty A4 page and nothing else. */
export const plainPdf = () => buildPdf(['<< /Type /Catalog /Pages 2 0 R >>', PAGES, PAGE]);

/** A document-level JavaScript whose names are spelled with #xx escapes (`/J#61vaScript` is /JavaScript). */
export const pdfWithEscapedJavaScript = () =>
  buildPdf([
    '<< /Type /Catalog /Pages 2 0 R /Names << /J#61vaScript 4 0 R >> >>',
    PAGES,
    PAGE,
    '<< /Names [(a) 5 0 R] >>',
    '<< /S /J#61vaScript /J#53 (app.alert\\(1\\)) >>',
  ]);

/** An action run on opening (`/O#70enAction` is /OpenAction), its script key in lower-case hex (`/#4a#53` is /JS). */
export const pdfWithEscapedOpenAction = () =>
  buildPdf([
    '<< /Type /Catalog /Pages 2 0 R /O#70enAction 4 0 R >>',
    PAGES,
    PAGE,
    '<< /S /#4a#61vaScript /#4a#53 (app.alert\\(1\\)) >>',
  ]);

/** A launch action hidden in a page's additional actions, both escaped (`/A#41`, `/L#61unch`). */
export const pdfWithEscapedLaunch = () =>
  buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    PAGES,
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /A#41 << /O << /S /L#61unch /F (calc.exe) >> >> >>',
  ]);

/** A file attached without ever writing /EmbeddedFile: a FileAttachment annotation whose file spec has /EF. */
export const pdfWithAttachment = () =>
  buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    PAGES,
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Annots [4 0 R] >>',
    '<< /Type /Annot /Subtype /FileAttachment /Rect [0 0 10 10] /FS << /F (a.exe) /EF << /F 5 0 R >> >> >>',
    '<< /Length 2 >>\nstream\nMZ\nendstream',
  ]);

/** A catalog that says the document is encrypted: its objects cannot be read, so nothing in them can be checked. */
export const encryptedPdf = () => {
  const clear = plainPdf().toString('latin1');
  return ascii(clear.replace('/Root 1 0 R', '/Root 1 0 R /Encrypt << /Filter /Standard /V 1 /R 2 >>'));
};

/**
 * PDF 1.5 with its catalog and a JavaScript action compressed inside an object stream, found through a
 * cross-reference stream: no byte of the file spells OpenAction or JavaScript. `typed: false` leaves out
 * /Type /ObjStm, which readers do not need to unpack it.
 */
export function pdfWithScriptInObjectStream(typed = true): Buffer {
  const packed = [
    '<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>',
    '<< /S /JavaScript /JS (app.alert(1)) >>',
  ];
  const index = `1 0 4 ${packed[0]!.length + 1} `;
  const objectStream = deflateSync(ascii(`${index}${packed.join(' ')}`));
  const parts: Buffer[] = [ascii('%PDF-1.5\n')];
  const offsets = new Map<number, number>();
  const add = (number: number, head: string, stream?: Buffer) => {
    offsets.set(
      number,
      parts.reduce((sum, part) => sum + part.length, 0),
    );
    parts.push(ascii(`${number} 0 obj\n${head}\n`));
    if (stream) parts.push(ascii('stream\n'), stream, ascii('\nendstream\n'));
    parts.push(ascii('endobj\n'));
  };
  add(2, PAGES);
  add(3, PAGE);
  add(
    5,
    `<< ${typed ? '/Type /ObjStm ' : ''}/N 2 /First ${index.length} /Filter /FlateDecode /Length ${objectStream.length} >>`,
    objectStream,
  );
  const xrefOffset = parts.reduce((sum, part) => sum + part.length, 0);
  offsets.set(6, xrefOffset);
  const entry = (type: number, field2: number, field3: number) => {
    const row = Buffer.alloc(7);
    row.writeUInt8(type, 0);
    row.writeUInt32BE(field2, 1);
    row.writeUInt16BE(field3, 5);
    return row;
  };
  const table = Buffer.concat([
    entry(0, 0, 0xffff),
    entry(2, 5, 0),
    entry(1, offsets.get(2)!, 0),
    entry(1, offsets.get(3)!, 0),
    entry(2, 5, 1),
    entry(1, offsets.get(5)!, 0),
    entry(1, xrefOffset, 0),
  ]);
  add(6, `<< /Type /XRef /Size 7 /W [1 4 2] /Root 1 0 R /Length ${table.length} >>`, table);
  parts.push(ascii(`startxref\n${xrefOffset}\n%%EOF\n`));
  return Buffer.concat(parts);
}

/** A clean PDF followed by an HTML page: a browser sniffing the bytes would run the script. */
export const pdfWithAppendedHtml = () =>
  Buffer.concat([plainPdf(), ascii('<html><body><script>alert(document.domain)</script></body></html>\n')]);

/**
 * A PDF laid out by hand: `body` after the header, and an xref table whose entry for object n points at the first
 * occurrence of `targets[n - 1]` in the body (so an entry can point anywhere, even into a stream or a comment).
 */
export function pdfWithXrefTo(body: string, targets: string[]): Buffer {
  const text = `%PDF-1.4\n${body}`;
  const rows = targets.map((target) => {
    const offset = text.indexOf(target);
    if (offset < 0) throw new Error(`no ${target} in the body`);
    return `${String(offset).padStart(10, '0')} 00000 n \n`;
  });
  return ascii(
    `${text}xref\n0 ${targets.length + 1}\n0000000000 65535 f \n${rows.join('')}` +
      `trailer\n<< /Size ${targets.length + 1} /Root 1 0 R >>\nstartxref\n${text.length}\n%%EOF\n`,
  );
}

const SCRIPTED_PAGE =
  '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /AA << /O << /S /JavaScript /JS (app.alert(1)) >> >> >> endobj';

/** The catalog defined twice: the xref points at the first, with an OpenAction; the parser keeps the clean second. */
export const pdfWithScriptOverridden = () =>
  pdfWithXrefTo(
    '1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n' +
      `2 0 obj ${PAGES} endobj\n3 0 obj ${PAGE} endobj\n` +
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n',
    ['1 0 obj', '2 0 obj', '3 0 obj'],
  );

/** The page object lives inside another stream's data, where only the xref finds it. */
export function pdfWithObjectInStream(): Buffer {
  const data = `${SCRIPTED_PAGE}\n`;
  return pdfWithXrefTo(
    `1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj ${PAGES} endobj\n` +
      `4 0 obj << /Length ${data.length} >>\nstream\n${data}endstream\nendobj\n`,
    ['1 0 obj', '2 0 obj', '3 0 obj', '4 0 obj'],
  );
}

/** The page object written inside a comment line, which a front-to-back parser skips and the xref does not. */
export const pdfWithObjectInComment = () =>
  pdfWithXrefTo(
    `1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj ${PAGES} endobj\n% ${SCRIPTED_PAGE}\n`,
    ['1 0 obj', '2 0 obj', '3 0 obj'],
  );

/** A clean incremental update: the page is written again (a new size), as editors save a changed file. */
export const pdfWithCleanUpdate = () =>
  pdfWithXrefTo(
    `1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj ${PAGES} endobj\n3 0 obj ${PAGE} endobj\n` +
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 842 595] >> endobj\n',
    ['1 0 obj', '2 0 obj', '3 0 obj'],
  );

/** An object stream of 40 kB that inflates to 40 MB of spaces: a decompression bomb aimed at the parser. */
export function pdfWithObjectStreamBomb(): Buffer {
  const inflated = Buffer.alloc(40 * 1024 * 1024, 0x20);
  inflated.write(`1 0 ${CATALOG_IN_STREAM}`, 0, 'latin1');
  const packed = deflateSync(inflated, { level: 9 });
  return Buffer.concat([
    ascii(
      `%PDF-1.5\n5 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`,
    ),
    packed,
    ascii('\nendstream\nendobj\n%%EOF\n'),
  ]);
}
const CATALOG_IN_STREAM = '<< /Type /Catalog >>';
