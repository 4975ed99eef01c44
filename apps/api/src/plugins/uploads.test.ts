import { readFile } from 'node:fs/promises';
import { PDFDocument } from '@cantoo/pdf-lib';
import { ErrorCode } from '@kopkar/domain';
import PDFKit from 'pdfkit';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  encryptedPdf,
  pdfWithAppendedHtml,
  pdfWithAttachment,
  pdfWithEscapedJavaScript,
  pdfWithEscapedLaunch,
  pdfWithEscapedOpenAction,
  pdfWithScriptInObjectStream,
} from '../../test/pdf-fixtures';
import {
  gif,
  jpegWithExifThumbnail,
  jpegWithGps,
  pdf,
  pdfWithScript,
  png,
  toDataUrl,
  webp,
  withAppendedScript,
} from '../../test/upload-fixtures';
import { AppError } from '../errors';
import { prepareUpload, type UploadRule } from './uploads';

const DOCUMENT: UploadRule = {
  accepts: 'image-or-pdf',
  maxBytes: 1_000_000,
  tooLargeMessage: 'File terlalu besar',
  resize: 'document',
};
const PHOTO: UploadRule = { ...DOCUMENT, accepts: 'image', resize: 'thumbnail' };

const ACTIVE = 'File PDF berisi konten aktif dan tidak dapat diterima';
const TRAILING = 'File berisi data tambahan di luar isinya dan tidak dapat diterima. Unggah file aslinya';
const UNREADABLE_PDF =
  'File PDF rusak atau terenkripsi dan tidak dapat diperiksa. Unggah PDF tanpa kata sandi';

/** The refusal prepareUpload throws for these bytes, as the member would read it; null when accepted. */
async function refusalOf(bytes: Buffer, rule: UploadRule, claimed = 'application/pdf') {
  try {
    await prepareUpload(toDataUrl(bytes, claimed), rule);
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { code: error.code, status: error.status, message: error.message };
  }
}

const refused = (message: string) => ({ code: ErrorCode.UNSUPPORTED_MEDIA, status: 415, message });

/** A PDF as a real producer writes it: pdfkit (classic xref, compressed page content). */
function pdfkitDocument(): Promise<Buffer> {
  return new Promise((resolve) => {
    const document = new PDFKit({ size: 'A4' });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.text('Surat keterangan kerja', 72, 72);
    document.end();
  });
}

/** A PDF 1.5 with object streams and a cross-reference stream, as pdf-lib saves by default. */
async function objectStreamDocument(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage().drawText('Formulir pengajuan');
  return Buffer.from(await document.save({ useObjectStreams: true }));
}

describe('prepareUpload: PDF active content, however it is spelled', () => {
  it.each([
    ['/JavaScript spelled /J#61vaScript', pdfWithEscapedJavaScript],
    ['/OpenAction spelled /O#70enAction', pdfWithEscapedOpenAction],
    ['/AA and /Launch spelled /A#41 and /L#61unch', pdfWithEscapedLaunch],
    ['a FileAttachment annotation with /EF', pdfWithAttachment],
    ['JavaScript compressed inside an object stream', pdfWithScriptInObjectStream],
    ['a plain /JS action', pdfWithScript],
  ])('refuses %s with 415', async (_name, build) => {
    expect(await refusalOf(build(), DOCUMENT)).toEqual(refused(ACTIVE));
  });

  it('refuses an encrypted PDF, whose objects cannot be checked', async () => {
    expect(await refusalOf(encryptedPdf(), DOCUMENT)).toEqual(refused(UNREADABLE_PDF));
  });

  it('refuses a PDF with an HTML page after its %%EOF', async () => {
    expect(await refusalOf(pdfWithAppendedHtml(), DOCUMENT)).toEqual(refused(TRAILING));
  });

  it('keeps clean PDFs byte for byte: hand-written, pdfkit, object streams, the e2e fixture', async () => {
    const e2eDocument = await readFile(
      new URL('../../../../e2e/fixtures/files/dokumen-pendukung.pdf', import.meta.url),
    );
    for (const bytes of [pdf(), await pdfkitDocument(), await objectStreamDocument(), e2eDocument]) {
      const prepared = await prepareUpload(toDataUrl(bytes, 'application/pdf'), DOCUMENT);
      expect(prepared.mime).toBe('application/pdf');
      expect(prepared.data.equals(bytes)).toBe(true);
    }
  });
});

describe('prepareUpload: images with data after their end', () => {
  it.each([
    ['PNG', png, 'image/png'],
    ['JPEG', () => jpegWithGps(), 'image/jpeg'],
    ['GIF', () => gif(), 'image/gif'],
  ])('refuses a %s with a script appended, and accepts it without', async (_name, build, mime) => {
    const clean = await build();
    expect(await refusalOf(withAppendedScript(clean), DOCUMENT, mime)).toEqual(refused(TRAILING));
    expect(await refusalOf(clean, DOCUMENT, mime)).toBeNull();
  });

  it('refuses a WEBP photo with a script appended, and accepts it without', async () => {
    const clean = await webp();
    expect(await refusalOf(withAppendedScript(clean), PHOTO, 'image/webp')).toEqual(refused(TRAILING));
    expect(await refusalOf(clean, PHOTO, 'image/webp')).toBeNull();
  });

  it('accepts a camera JPEG whose EXIF carries a thumbnail, and still drops the EXIF', async () => {
    const prepared = await prepareUpload(toDataUrl(await jpegWithExifThumbnail(), 'image/jpeg'), PHOTO);
    expect(prepared.mime).toBe('image/jpeg');
    expect((await sharp(prepared.data).metadata()).exif).toBeUndefined();
  });

  it('accepts the photos the e2e tests upload', async () => {
    for (const name of ['selfie-ktp.jpg', 'form-pengajuan.png']) {
      const bytes = await readFile(new URL(`../../../../e2e/fixtures/files/${name}`, import.meta.url));
      expect(await refusalOf(bytes, DOCUMENT, 'image/jpeg'), name).toBeNull();
    }
  });
});
