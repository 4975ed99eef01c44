import { z } from 'zod';

/**
 * Letter numbers of the documents the portal issues (docs/decisions/0014-issued-documents.md): a sequence per kind
 * and year, written with a format ADMIN sets (`document.numberFormat`), e.g. `012/SKL/KOPKAR/XI/2026`.
 */
export const DEFAULT_DOCUMENT_NUMBER_FORMAT = '{nomor}/{kode}/KOPKAR/{bulan}/{tahun}';

/** The signatory's name and role (settings `document.signatoryName`, `document.signatoryRole`) fit one line. */
export const DOCUMENT_SIGNATORY_TEXT_MAX = 80;

/** The placeholders a format may hold: the sequence, the kind's code, the month in Roman numerals, the year. */
export const DOCUMENT_NUMBER_PLACEHOLDERS = ['{nomor}', '{kode}', '{bulan}', '{tahun}'] as const;

/**
 * Without the sequence, the kind and the year two documents could carry one number: the sequence restarts each
 * year and each kind counts on its own.
 */
const REQUIRED_PLACEHOLDERS = ['{nomor}', '{kode}', '{tahun}'] as const;
export const DOCUMENT_NUMBER_FORMAT_MAX = 60;
/** The sequence is written with at least this many digits (`007`); past 999 it simply grows. */
const SEQUENCE_DIGITS = 3;

const ROMAN_MONTHS = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'] as const;

/** The month of an ISO date (`2026-11-26`) in Roman numerals (`XI`), as Indonesian letter numbers write it. */
export function romanMonth(isoDate: string): string {
  const month = Number(isoDate.slice(5, 7));
  const roman = ROMAN_MONTHS[month - 1];
  if (!roman) throw new RangeError(`Not an ISO date: ${isoDate}`);
  return roman;
}

export type DocumentNumberParts = {
  /** 1, 2, 3… within the kind and the year. */
  sequence: number;
  /** The kind's code, e.g. `SKL`. */
  code: string;
  /** The issue date on the cooperative's calendar, `YYYY-MM-DD`. */
  issuedOn: string;
};

/** Writes a document's number with the format: `{nomor}/{kode}/KOPKAR/{bulan}/{tahun}` → `012/SKL/KOPKAR/XI/2026`. */
export function formatDocumentNumber(format: string, parts: DocumentNumberParts): string {
  const values: Record<(typeof DOCUMENT_NUMBER_PLACEHOLDERS)[number], string> = {
    '{nomor}': String(parts.sequence).padStart(SEQUENCE_DIGITS, '0'),
    '{kode}': parts.code,
    '{bulan}': romanMonth(parts.issuedOn),
    '{tahun}': parts.issuedOn.slice(0, 4),
  };
  return format.replace(
    /\{[a-z]+\}/g,
    (placeholder) => values[placeholder as keyof typeof values] ?? placeholder,
  );
}

const countOf = (text: string, part: string) => text.split(part).length - 1;

/** Why a number format cannot be used, or null when it can. */
export function checkDocumentNumberFormat(format: string): string | null {
  if (!/^[A-Za-z0-9/.\-_ {}]+$/.test(format)) return 'Hanya huruf, angka, spasi, penanda dan / - . _';
  const unknown = (format.match(/\{[^}]*\}/g) ?? []).find(
    (part) => !(DOCUMENT_NUMBER_PLACEHOLDERS as readonly string[]).includes(part),
  );
  if (unknown) return `Penanda tidak dikenal: ${unknown}`;
  if (format.replace(/\{[a-z]+\}/g, '').match(/[{}]/)) return 'Kurung kurawal hanya untuk penanda';
  if (REQUIRED_PLACEHOLDERS.some((part) => countOf(format, part) !== 1)) {
    return 'Format harus memuat {nomor}, {kode} dan {tahun} masing-masing satu kali';
  }
  if (countOf(format, '{bulan}') > 1) return '{bulan} paling banyak satu kali';
  return null;
}

/** The setting `document.numberFormat`: checked by the API on save and by the back office's preview. */
export const documentNumberFormatSchema = z
  .string()
  .trim()
  .min(1, 'Wajib diisi')
  .max(DOCUMENT_NUMBER_FORMAT_MAX, `Maksimal ${DOCUMENT_NUMBER_FORMAT_MAX} karakter`)
  .superRefine((format, context) => {
    const problem = checkDocumentNumberFormat(format);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
