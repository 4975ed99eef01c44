import { PDFDocument } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  buildPdf,
  encryptedPdf,
  pdfWithAttachment,
  pdfWithCleanUpdate,
  pdfWithEscapedJavaScript,
  pdfWithEscapedLaunch,
  pdfWithEscapedOpenAction,
  pdfWithObjectInComment,
  pdfWithObjectInStream,
  pdfWithObjectStreamBomb,
  pdfWithScriptInObjectStream,
  pdfWithScriptOverridden,
  plainPdf,
} from '../../test/pdf-fixtures';
import { countObjectHeaders } from './pdf-object-headers';
import { inspectPdf } from './pdf-safety';

const CATALOG = '<< /Type /Catalog /Pages 2 0 R >>';
const PAGES = '<< /Type /Pages /Kids [] /Count 0 >>';

describe('inspectPdf', () => {
  it.each([
    ['a plain one-page PDF', plainPdf, 'safe'],
    ['a clean incremental update (an object written twice)', pdfWithCleanUpdate, 'safe'],
    [
      'escaped names that are not active (/P#61ge is /Page)',
      () => buildPdf([CATALOG, PAGES, '<< /Type /P#61ge >>']),
      'safe',
    ],
    ['/J#61vaScript', pdfWithEscapedJavaScript, 'active'],
    ['/O#70enAction with lower-case hex /#4a#53', pdfWithEscapedOpenAction, 'active'],
    ['/A#41 with /L#61unch', pdfWithEscapedLaunch, 'active'],
    ['an attached file (/EF)', pdfWithAttachment, 'active'],
    ['JavaScript inside a compressed object stream', () => pdfWithScriptInObjectStream(), 'active'],
    ['a script in an earlier definition the xref points at', pdfWithScriptOverridden, 'active'],
    [
      'XFA forms',
      () => buildPdf(['<< /Type /Catalog /Pages 2 0 R /AcroForm << /XFA 3 0 R >> >>', PAGES, '[]']),
      'active',
    ],
    [
      'a name value, not only a key (/S /SubmitForm)',
      () => buildPdf([CATALOG, PAGES, '[/SubmitForm]']),
      'active',
    ],
    ['an encrypted PDF', encryptedPdf, 'unreadable'],
    ['an object hidden in a stream’s data', pdfWithObjectInStream, 'unreadable'],
    ['an object hidden in a comment', pdfWithObjectInComment, 'unreadable'],
    ['an object stream without /Type /ObjStm', () => pdfWithScriptInObjectStream(false), 'unreadable'],
    ['an object stream inflating to 40 MB (a decompression bomb)', pdfWithObjectStreamBomb, 'unreadable'],
    ['a broken object', () => Buffer.from('%PDF-1.4\n1 0 obj << /A [ >> endobj\n%%EOF\n'), 'unreadable'],
    ['no PDF at all', () => Buffer.from('<html><script>alert(1)</script></html>'), 'unreadable'],
  ])('%s → %s', async (_name, build, verdict) => {
    expect(await inspectPdf(build())).toBe(verdict);
  });

  it('passes what pdf-lib itself writes, with and without object streams', async () => {
    const document = await PDFDocument.create();
    document.setTitle('Formulir pengajuan');
    document.addPage().drawText('Nama: Anggota Uji');
    for (const useObjectStreams of [true, false]) {
      expect(await inspectPdf(await document.save({ useObjectStreams }))).toBe('safe');
    }
  });
});

describe('countObjectHeaders', () => {
  const count = (text: string) => countObjectHeaders(Buffer.from(text, 'latin1'));

  it('counts `N G obj` however the tokens are apart, wherever it sits', () => {
    expect(count('1 0 obj\n12 0 obj 3\r\n0\tobj')).toBe(3);
    expect(count('5 0 %note\nobj')).toBe(1);
    expect(count('% 5 0 obj in a comment\n(7 0 obj in a string)')).toBe(2);
    expect(count('endobj 1 0 R 10 obj 1 0 objet')).toBe(1);
  });

  it('stays linear on bytes built to make a naive pattern backtrack', () => {
    const hostile = `${'1 %'.repeat(300_000)}${' 1'.repeat(300_000)}${'9'.repeat(300_000)}`;
    expect(count(hostile)).toBe(0);
  });
});
