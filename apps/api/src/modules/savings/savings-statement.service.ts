import { describeSavingsKind, SAVINGS_KINDS, type SavingsStatementQuery } from '@kopkar/domain';
import type { Database } from '../../db/client';
import type { MemberRow } from '../../db/schema/index';
import { issueDocument } from '../documents/issued-documents.service';
import { getPublicSettings } from '../settings/settings.service';
import { presentMutation } from './savings.presenter';
import { listStatementRows } from './savings.repository';
import { type Statement, statementToCsv, statementToPdf } from './savings-statement';

/** The three kinds between two dates: opening balance, every movement in booking order, closing balance. */
async function buildStatement(
  db: Database,
  member: MemberRow,
  range: SavingsStatementQuery,
): Promise<Statement> {
  const sections = [];
  for (const kind of SAVINGS_KINDS) {
    const { rows, opening } = await listStatementRows(db, member.id, kind, range.from, range.to);
    const movements = rows.map(presentMutation);
    sections.push({
      kind,
      label: describeSavingsKind(kind),
      opening,
      closing: movements.at(-1)?.Saldo ?? opening,
      rows: movements.map((row) => ({
        date: row.Tanggal,
        description: row.Keterangan,
        credit: row.Masuk,
        debit: row.Keluar,
        balance: row.Saldo,
      })),
    });
  }
  return { memberName: member.name, nik: member.nik, ...range, sections };
}

const closingOf = (statement: Statement, kind: string) =>
  statement.sections.find((section) => section.kind === kind)?.closing ?? 0;

/**
 * GET /Simpanan/{nik}/statement.{csv|pdf}: the member's savings statement for a date range. The PDF is an issued
 * document: the same period with the same movements keeps its number; a new movement in it makes a new one.
 */
export async function exportStatement(
  db: Database,
  member: MemberRow,
  range: SavingsStatementQuery,
  format: 'csv' | 'pdf',
  publicUrl: string,
) {
  const statement = await buildStatement(db, member, range);
  if (format === 'csv') return { mime: 'text/csv; charset=utf-8', body: statementToCsv(statement) };
  const issued = await issueDocument(db, publicUrl, {
    kind: 'savings-statement',
    member,
    subject: `statement:${range.from}..${range.to}`,
    content: statement,
    figures: {
      periodFrom: range.from,
      periodTo: range.to,
      pokokBalance: closingOf(statement, 'POKOK'),
      wajibBalance: closingOf(statement, 'WAJIB'),
      sukarelaBalance: closingOf(statement, 'SUKARELA'),
    },
  });
  const { coopName, address } = await getPublicSettings(db);
  const body = await statementToPdf(statement, { coopName, coopAddress: address }, issued);
  return { mime: 'application/pdf', body };
}
