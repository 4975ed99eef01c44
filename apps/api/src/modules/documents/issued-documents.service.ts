import { createHash, randomBytes } from 'node:crypto';
import {
  type DocumentFigures,
  type DocumentVerification,
  ErrorCode,
  formatDocumentNumber,
  ISSUED_DOCUMENT_KINDS,
  type IssuedDocumentKind,
  isIssuedDocumentKind,
  maskPersonName,
  normaliseVerificationCode,
  presentDocumentFigures,
  toJakartaDate,
  verificationCodeFromBytes,
  verificationUrl,
} from '@kopkar/domain';
import { TransactionRollbackError } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { getDocumentSettings } from '../settings/settings.service';
import {
  allocateSequence,
  findIssuedByCode,
  findIssuedByFingerprint,
  type IssuedDocumentRow,
  insertIssuedDocument,
} from './issued-documents.repository';

export const DOCUMENT_NOT_FOUND_MESSAGE = 'Dokumen tidak ditemukan';

export type IssueRequest<K extends IssuedDocumentKind> = {
  kind: K;
  member: { id: number; name: string };
  /** What the document is about, for the register: `agreement:PK-…`, `shu:2025`, `statement:…`. */
  subject: string;
  /**
   * Everything the document states except its number, code and dates of issue (docs/decisions/0013): the same
   * content downloaded again is the same document and keeps its number. Built in a fixed key order.
   */
  content: unknown;
  figures: DocumentFigures<K>;
  /** The clock, for tests of the year's sequence; the issue time otherwise. */
  now?: Date;
};

/** What a generator prints on an issued document. */
export type IssuedDocument = {
  title: string;
  number: string;
  code: string;
  issuedAt: Date;
  signatory: { name: string; role: string };
  verifyUrl: string;
};

const fingerprintOf = (request: IssueRequest<IssuedDocumentKind>) =>
  createHash('sha256')
    .update(JSON.stringify([request.kind, request.member.id, request.subject, request.content]))
    .digest('hex');

function presentIssued(row: IssuedDocumentRow, publicUrl: string): IssuedDocument {
  const kind = isIssuedDocumentKind(row.kind) ? ISSUED_DOCUMENT_KINDS[row.kind] : null;
  return {
    title: kind?.title ?? row.kind,
    number: row.number,
    code: row.code,
    issuedAt: row.issuedAt,
    signatory: { name: row.signatoryName, role: row.signatoryRole },
    verifyUrl: verificationUrl(publicUrl, row.code),
  };
}

/**
 * Issues a document once per content: the register's row when this content was issued before, otherwise a new
 * row with the kind's next number of the year, a fresh verification code and today's signatory. Two requests for
 * the same new document at once both answer with the one that committed first; the other gives its number back.
 */
export async function issueDocument<K extends IssuedDocumentKind>(
  db: Database,
  publicUrl: string,
  request: IssueRequest<K>,
): Promise<IssuedDocument> {
  const fingerprint = fingerprintOf(request);
  const existing = await findIssuedByFingerprint(db, fingerprint);
  if (existing) return presentIssued(existing, publicUrl);
  const settings = await getDocumentSettings(db);
  const issuedAt = request.now ?? new Date();
  const issuedOn = toJakartaDate(issuedAt);
  const year = Number(issuedOn.slice(0, 4));
  const { code: kindCode } = ISSUED_DOCUMENT_KINDS[request.kind];
  try {
    const row = await db.transaction(async (tx) => {
      const sequence = await allocateSequence(tx, request.kind, year);
      const inserted = await insertIssuedDocument(tx, {
        kind: request.kind,
        year,
        sequence,
        number: formatDocumentNumber(settings.numberFormat, { sequence, code: kindCode, issuedOn }),
        code: verificationCodeFromBytes(randomBytes(20)),
        memberId: request.member.id,
        subject: request.subject,
        fingerprint,
        holder: maskPersonName(request.member.name),
        figures: request.figures,
        signatoryName: settings.signatoryName,
        signatoryRole: settings.signatoryRole,
        issuedAt,
      });
      // A concurrent request issued the same document first: undo this number and answer with that one.
      if (!inserted) throw new TransactionRollbackError();
      return inserted;
    });
    return presentIssued(row, publicUrl);
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
    const twin = await findIssuedByFingerprint(db, fingerprint);
    if (!twin) throw error;
    return presentIssued(twin, publicUrl);
  }
}

/**
 * GET /verifikasi/{code}: what the register holds about a document, for anyone holding its code. A code that
 * cannot be one and a code nobody was given answer alike.
 */
export async function verifyDocument(db: Database, rawCode: string): Promise<DocumentVerification> {
  const code = normaliseVerificationCode(rawCode);
  const row = code ? await findIssuedByCode(db, code) : undefined;
  if (!row || !isIssuedDocumentKind(row.kind)) {
    throw new AppError(ErrorCode.NOT_FOUND, DOCUMENT_NOT_FOUND_MESSAGE);
  }
  return {
    number: row.number,
    kind: ISSUED_DOCUMENT_KINDS[row.kind].title,
    issuedOn: toJakartaDate(row.issuedAt),
    holder: row.holder,
    figures: presentDocumentFigures(row.kind, row.figures as Record<string, unknown>),
  };
}
