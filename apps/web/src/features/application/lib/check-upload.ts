import { DOCUMENT_LABELS, DOCUMENT_MAX_BYTES } from '@kopkar/domain';

/** Which of the two supporting uploads: the application form (PhotoPendukung) or the document (DocPendukung). */
export type DocumentKind = keyof typeof DOCUMENT_LABELS;

/** MIME types docs/product/validation.md accepts for the application form and the supporting document. */
export const DOCUMENT_TYPES = ['image/jpeg', 'image/gif', 'image/png', 'application/pdf'] as const;

export const DOCUMENT_TYPE_MESSAGE = 'Format file harus JPEG, GIF, PNG atau PDF';
export const SELFIE_TYPE_MESSAGE = 'Foto selfie harus berupa gambar';

/** 'File Form Pengajuan Terlalu Besar, Maks 1 Mb' / 'File Dokumen pendukung Terlalu Besar, Maks 1 Mb'. */
export function describeOversize(kind: DocumentKind): string {
  return `File ${DOCUMENT_LABELS[kind]} Terlalu Besar, Maks 1 Mb`;
}

/**
 * The popup message for a chosen document, or null when it may be kept: one of the four types and strictly
 * under DOCUMENT_MAX_BYTES (1.000.000 bytes). The server checks the real type by magic bytes again.
 */
export function checkDocument(file: File, kind: DocumentKind): string | null {
  if (!(DOCUMENT_TYPES as readonly string[]).includes(file.type)) return DOCUMENT_TYPE_MESSAGE;
  if (file.size >= DOCUMENT_MAX_BYTES) return describeOversize(kind);
  return null;
}

/** The popup message for a chosen selfie, or null: any image type (it is resized before upload). */
export function checkSelfie(file: File): string | null {
  return file.type.startsWith('image/') ? null : SELFIE_TYPE_MESSAGE;
}
