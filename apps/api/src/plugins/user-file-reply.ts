import type { FastifyReply } from 'fastify';

/**
 * The one way a route sends a file a user uploaded (or one built from what users wrote). Whatever survived the
 * upload checks, the browser must never run it as a page of the portal's origin: the type is the stored one and
 * never sniffed, a sandboxing CSP gives any document opened from it a unique origin with no scripts, and only
 * pictures are shown inline; a PDF or anything else is downloaded.
 */
export const USER_FILE_CSP = "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'";

/** Browsers' own image viewer styles a picture opened in a tab; the sandbox keeps it inert. SVG is not here. */
const INLINE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
  'text/csv': 'csv',
  'application/zip': 'zip',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
};

/** The file name extension of a stored type (`jpg`, `pdf`), or '' for a type we never name. */
export function extensionOf(mime: string): string {
  return EXTENSIONS[mime.split(';')[0]?.trim().toLowerCase() ?? ''] ?? '';
}

export type UserFile = { data: Buffer | string; mime: string };

export type UserFileOptions = {
  /** File name without extension, e.g. `bukti-transfer-12`; reduced to [A-Za-z0-9._-]. */
  name: string;
  /** Left as the route set it when omitted (a route that answers 304 sets it before). */
  cacheControl?: string;
};

/** Sends a stored user file with its type, a safe file name and the headers that keep it inert. */
export function sendUserFile(reply: FastifyReply, file: UserFile, options: UserFileOptions) {
  const baseType = file.mime.split(';')[0]?.trim().toLowerCase() ?? '';
  const extension = extensionOf(baseType);
  const filename = `${options.name.replace(/[^A-Za-z0-9._-]/g, '-')}${extension ? `.${extension}` : ''}`;
  const disposition = INLINE_TYPES.has(baseType) ? 'inline' : 'attachment';
  if (options.cacheControl) reply.header('cache-control', options.cacheControl);
  return reply
    .header('content-type', file.mime)
    .header('content-disposition', `${disposition}; filename="${filename}"`)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', USER_FILE_CSP)
    .send(file.data);
}
