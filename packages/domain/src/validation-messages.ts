import { z } from 'zod';

type Issue = z.core.$ZodRawIssue;

/** How a member names a kind of value; zod's own Indonesian locale leaves 'number' and 'string' in English. */
const TYPE_NAMES: Record<string, string> = {
  string: 'teks',
  number: 'angka',
  int: 'bilangan bulat',
  bigint: 'angka',
  boolean: 'pilihan ya atau tidak',
  array: 'daftar',
  object: 'data',
  date: 'tanggal',
  file: 'berkas',
};

const FORMAT_NAMES: Record<string, string> = {
  email: 'Format email tidak valid',
  url: 'Alamat URL tidak valid',
  date: 'Tanggal harus berformat YYYY-MM-DD',
  datetime: 'Tanggal dan jam tidak valid',
  uuid: 'Kode tidak valid',
  regex: 'Format tidak valid',
};

const grouped = (value: number | bigint) => new Intl.NumberFormat('id-ID').format(value);

function sizeMessage(issue: Issue & { code: 'too_small' | 'too_big' }): string {
  const isMin = issue.code === 'too_small';
  const limit = isMin
    ? (issue as { minimum: number | bigint }).minimum
    : (issue as { maximum: number | bigint }).maximum;
  const word = isMin ? 'Minimal' : 'Maksimal';
  if (issue.origin === 'string') {
    return isMin && Number(limit) <= 1 ? 'Wajib diisi' : `${word} ${grouped(limit)} karakter`;
  }
  if (issue.origin === 'array' || issue.origin === 'set') return `${word} ${grouped(limit)} item`;
  if (issue.inclusive === false) return `Harus ${isMin ? 'lebih dari' : 'kurang dari'} ${grouped(limit)}`;
  return `${word} ${grouped(limit)}`;
}

/**
 * The message a member reads for a failed check, in plain Indonesian: "Wajib diisi", "Harus berupa angka",
 * "Minimal 8 karakter", "Maksimal 100.000.000". Messages written in a schema itself still win; anything not
 * covered here falls back to zod's Indonesian locale (never English).
 */
export function indonesianIssueMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'Wajib diisi';
      return `Harus berupa ${TYPE_NAMES[issue.expected] ?? issue.expected}`;
    case 'too_small':
    case 'too_big':
      return sizeMessage(issue);
    case 'invalid_format':
      return FORMAT_NAMES[issue.format] ?? 'Format tidak valid';
    case 'not_multiple_of':
      return `Harus kelipatan ${grouped(issue.divisor)}`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `Harus bernilai ${String(issue.values[0])}`
        : `Pilih salah satu: ${issue.values.map(String).join(', ')}`;
    case 'unrecognized_keys':
      return `Kolom tidak dikenal: ${issue.keys.join(', ')}`;
    case 'invalid_union':
      return 'Data tidak valid';
    default:
      return undefined;
  }
}

const fallback = z.locales.id().localeError;

/**
 * Makes every zod message Indonesian, in the API (422 field errors, settings values) and in the web forms alike.
 * Call once at start-up of each app (this package has no side effects of its own, so bundlers may drop it).
 */
export function setIndonesianValidationMessages(): void {
  z.config({
    localeError: (issue) => indonesianIssueMessage(issue) ?? fallback?.(issue) ?? 'Data tidak valid',
  });
}
