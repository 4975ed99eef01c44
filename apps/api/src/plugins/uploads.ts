import { createHash } from 'node:crypto';
import { DOCUMENT_IMAGE_MAX_EDGE, ErrorCode, IMAGE_MAX_HEIGHT, IMAGE_MAX_WIDTH } from '@kopkar/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { Database } from '../db/client';
import { files } from '../db/schema';
import { AppError } from '../errors';
import { checkFormatEnd } from './file-format-end';
import { inspectPdf } from './pdf-safety';

type Tx = Pick<Database, 'insert'>;
export type FilePurpose =
  | 'SELFIE'
  | 'FORM'
  | 'SUPPORTING'
  | 'AVATAR'
  | 'PROOF'
  | 'CONTENT'
  | 'GOVERNANCE'
  | 'TEMPLATE';

/**
 * What an upload may be: photos only, photos and PDF documents (docs/product/validation.md: JPG, PNG, GIF or PDF), any photo or a
 * PDF (transfer proofs: a bank app's screenshot or its PDF receipt), or PDF only (governance documents).
 */
export type UploadRule = {
  accepts: 'image' | 'image-or-pdf' | 'photo-or-pdf' | 'pdf';
  /** Bytes after base64 decoding; the upload must be strictly under this (docs/product/validation.md "under 1,000,000 bytes"). */
  maxBytes: number;
  tooLargeMessage: string;
  /** Resize images to fit IMAGE_MAX_WIDTH × IMAGE_MAX_HEIGHT (selfies, avatars, proofs) or keep them legible. */
  resize: 'thumbnail' | 'document';
};

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);
const DOCUMENT_IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif']);
/** Refuse decompression bombs before sharp allocates the pixels. */
const MAX_INPUT_PIXELS = 25_000_000;
const DATA_URL = /^data:[\w.+/-]+;base64,/;
const refused = (message: string) => new AppError(ErrorCode.UNSUPPORTED_MEDIA, message);
const TRAILING_DATA =
  'File berisi data tambahan di luar isinya dan tidak dapat diterima. Unggah file aslinya';
const UNREADABLE_IMAGE = 'Gambar tidak dapat dibaca. Silakan unggah ulang foto Anda';
const UNREADABLE_PDF =
  'File PDF rusak atau terenkripsi dan tidak dapat diperiksa. Unggah PDF tanpa kata sandi';
const ACTIVE_PDF = 'File PDF berisi konten aktif dan tidak dapat diterima';

const UNSUPPORTED_MESSAGES: Record<UploadRule['accepts'], string> = {
  image: 'File harus berupa gambar (JPG, PNG, GIF atau WEBP)',
  'image-or-pdf': 'Format file tidak didukung. Gunakan JPG, PNG, GIF atau PDF',
  'photo-or-pdf': 'File harus berupa gambar (JPG, PNG, GIF atau WEBP) atau PDF',
  pdf: 'File harus berupa PDF',
};
const unsupported = (rule: UploadRule) =>
  new AppError(ErrorCode.UNSUPPORTED_MEDIA, UNSUPPORTED_MESSAGES[rule.accepts]);

/** Decodes a base64 data URL (or bare base64) strictly: anything that is not base64 is refused. */
export function decodeBase64Upload(value: string, rule: UploadRule): Buffer {
  const payload = value.replace(DATA_URL, '').replace(/\s+/g, '');
  if (payload.length === 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(payload)) throw unsupported(rule);
  const bytes = Buffer.from(payload, 'base64');
  if (bytes.length >= rule.maxBytes) throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, rule.tooLargeMessage);
  return bytes;
}

/**
 * Re-encodes an image: metadata (EXIF, GPS) is dropped because sharp writes none unless asked, and a polyglot
 * loses whatever rode along in the original bytes. Orientation is applied first so photos stay upright.
 */
async function reencodeImage(bytes: Buffer, rule: UploadRule): Promise<{ data: Buffer; mime: string }> {
  try {
    const image = sharp(bytes, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'error',
      animated: false,
    }).rotate();
    const resized =
      rule.resize === 'thumbnail'
        ? image.resize({
            width: IMAGE_MAX_WIDTH,
            height: IMAGE_MAX_HEIGHT,
            fit: 'inside',
            withoutEnlargement: true,
          })
        : image.resize({
            width: DOCUMENT_IMAGE_MAX_EDGE,
            height: DOCUMENT_IMAGE_MAX_EDGE,
            fit: 'inside',
            withoutEnlargement: true,
          });
    return { data: await resized.jpeg({ quality: 85, mozjpeg: true }).toBuffer(), mime: 'image/jpeg' };
  } catch {
    throw refused(UNREADABLE_IMAGE);
  }
}

/**
 * Refuses bytes after the format's end: a picture or PDF with an HTML page glued on (a polyglot) is stored and
 * later served, and a browser that sniffed it could run the page. Re-encoding would drop it from a picture, but
 * the member is told rather than having part of the file silently thrown away.
 */
function assertNothingAfterEnd(bytes: Buffer, mime: string): void {
  const end = checkFormatEnd(bytes, mime);
  if (end === 'trailing') throw refused(TRAILING_DATA);
  if (end === 'truncated') throw refused(mime === 'application/pdf' ? UNREADABLE_PDF : UNREADABLE_IMAGE);
}

/**
 * PDFs are kept as sent, so they are parsed (object streams included) and refused when any object names active
 * content however it is spelled, when encrypted (unreadable objects cannot be vouched for), or when unparseable.
 */
async function assertSafePdf(bytes: Buffer): Promise<void> {
  const verdict = await inspectPdf(bytes);
  if (verdict === 'active') throw refused(ACTIVE_PDF);
  if (verdict === 'unreadable') throw refused(UNREADABLE_PDF);
}

/** Checks the real type by magic bytes (never the name or the claimed type) and returns what is stored. */
export async function prepareUpload(
  value: string,
  rule: UploadRule,
): Promise<{ data: Buffer; mime: string }> {
  const bytes = decodeBase64Upload(value, rule);
  const detected = await fileTypeFromBuffer(bytes);
  const mime = detected?.mime ?? '';
  if (rule.accepts !== 'image' && mime === 'application/pdf') {
    assertNothingAfterEnd(bytes, mime);
    await assertSafePdf(bytes);
    return { data: bytes, mime };
  }
  if (rule.accepts === 'pdf') throw unsupported(rule);
  const allowed = rule.accepts === 'image-or-pdf' ? DOCUMENT_IMAGE_TYPES : IMAGE_TYPES;
  if (!allowed.has(mime)) throw unsupported(rule);
  assertNothingAfterEnd(bytes, mime);
  return reencodeImage(bytes, rule);
}

/** Stores a prepared upload in the files table inside the caller's transaction; returns its id. */
export async function storeFile(
  tx: Tx,
  file: { data: Buffer; mime: string },
  owner: { kind: 'member' | 'staff' | 'system'; id: number | null; purpose: FilePurpose },
): Promise<number> {
  const [row] = await tx
    .insert(files)
    .values({
      ownerKind: owner.kind,
      ownerId: owner.id,
      purpose: owner.purpose,
      mime: file.mime,
      sizeBytes: file.data.length,
      sha256: createHash('sha256').update(file.data).digest('hex'),
      data: file.data,
    })
    .returning({ id: files.id });
  if (!row) throw new Error('file insert returned no row');
  return row.id;
}

/**
 * Deletes stored files by id (only of `purpose`, when given) inside the caller's transaction; answers how many went.
 * The files table is this plugin's: modules store and delete through it (docs/conventions.md rule 18).
 */
export async function deleteFiles(
  tx: Pick<Database, 'delete'>,
  ids: readonly number[],
  purpose?: FilePurpose,
): Promise<number> {
  if (ids.length === 0) return 0;
  const deleted = await tx
    .delete(files)
    .where(and(inArray(files.id, [...ids]), purpose ? eq(files.purpose, purpose) : undefined))
    .returning({ id: files.id });
  return deleted.length;
}
