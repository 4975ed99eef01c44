import { describeSavingsKind, SAVINGS_KINDS, type SavingsStatementQuery } from '@kopkar/domain';
import type { Database } from '../../db/client';
import type { MemberRow } from '../../db/schema/index';
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
  const { coopName } = await getPublicSettings(db);
  return { coopName, memberName: member.name, nik: member.nik, ...range, sections };
}

/** GET /Simpanan/{nik}/statement.{csv|pdf}: the member's savings statement for a date range. */
export async function exportStatement(
  db: Database,
  member: MemberRow,
  range: SavingsStatementQuery,
  format: 'csv' | 'pdf',
) {
  const statement = await buildStatement(db, member, range);
  if (format === 'csv') return { mime: 'text/csv; charset=utf-8', body: statementToCsv(statement) };
  return { mime: 'application/pdf', body: await statementToPdf(statement) };
}
