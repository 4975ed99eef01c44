import {
  ErrorCode,
  type JournalEntry,
  type JournalListQuery,
  type ManualJournalRequest,
  reversalLines,
  todayInJakarta,
} from '@kopkar/domain';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { recordAudit } from '../../plugins/audit';
import {
  decidePendingEntry,
  findEntry,
  findUnknownAccounts,
  listEntries,
  lockEntry,
} from './ledger.repository';
import { postEntry } from './ledger.service';

type Staff = { id: number };
const actorString = (staff: Staff) => `staff:${staff.id}`;
const conflict = (message: string) => new AppError(ErrorCode.CONFLICT, message);

/** GET /admin/ledger/journals: entries dated in [from, to] (this month to today by default), newest first. */
export async function listJournals(db: Database, query: JournalListQuery): Promise<JournalEntry[]> {
  const to = query.to ?? todayInJakarta();
  return listEntries(db, { ...query, from: query.from ?? `${to.slice(0, 7)}-01`, to });
}

/**
 * POST /admin/ledger/journals: a manual entry (operating expenses, other income, adjustments) by FINANCE, waiting
 * for a second staff member. Its accounts must exist (422 naming the line); a month already closed answers 409.
 */
export async function createManualJournal(db: Database, staff: Staff, request: ManualJournalRequest) {
  return db.transaction(async (tx) => {
    const unknown = await findUnknownAccounts(
      tx,
      request.lines.map((line) => line.account),
    );
    if (unknown.length > 0) {
      const errors = request.lines.flatMap((line, index) =>
        unknown.includes(line.account)
          ? [{ path: `lines.${index}.account`, message: `Akun ${line.account} tidak ada` }]
          : [],
      );
      throw new AppError(ErrorCode.VALIDATION, errors[0]?.message ?? 'Akun tidak ada', { data: { errors } });
    }
    const id = await postEntry(tx, {
      date: request.date,
      description: request.description,
      source: 'manual',
      actor: actorString(staff),
      lines: request.lines,
      status: 'PENDING',
    });
    if (id === null) throw conflict('Jurnal tidak tersimpan. Silakan coba lagi.');
    await recordAudit(tx, {
      actor: { kind: 'staff', id: staff.id },
      action: 'create-journal',
      entity: 'ledger-entry',
      entityId: id,
      after: request,
    });
    return presentOne(tx, id);
  });
}

/**
 * POST /admin/ledger/journals/{id}/approve: posts a waiting manual entry (or reversal), never by the staff member
 * who made it (403). Of concurrent approvals one posts it and the others hear 409; a month closed since answers 409.
 */
export async function approveJournal(db: Database, staff: Staff, id: number) {
  return db.transaction(async (tx) => {
    const entry = await lockEntry(tx, id);
    if (!entry) throw notFound('Jurnal tidak ditemukan');
    if (entry.actor === actorString(staff)) {
      throw new AppError(ErrorCode.FORBIDDEN, 'Jurnal harus disetujui oleh petugas lain, bukan pembuatnya');
    }
    const decided = await decidePendingEntry(tx, id, { status: 'POSTED', approvedBy: actorString(staff) });
    if (!decided) throw conflict('Jurnal ini sudah diproses. Muat ulang halaman.');
    await recordAudit(tx, {
      actor: { kind: 'staff', id: staff.id },
      action: 'approve-journal',
      entity: 'ledger-entry',
      entityId: id,
      before: { status: entry.status },
      after: { status: 'POSTED' },
    });
    return presentOne(tx, id);
  });
}

/**
 * POST /admin/ledger/journals/{id}/reverse: a manual entry's correction, as a waiting entry with every line on the
 * other side (approved like any manual entry). An entry the portal wrote for a money movement is corrected through
 * that movement, not here (409); an entry is reversed once (409).
 */
export async function reverseJournal(
  db: Database,
  staff: Staff,
  id: number,
  request: { date: string; reason: string },
) {
  return db.transaction(async (tx) => {
    const entry = await lockEntry(tx, id);
    if (!entry) throw notFound('Jurnal tidak ditemukan');
    if (entry.status !== 'POSTED') throw conflict('Hanya jurnal yang sudah diposting yang dapat dibalik');
    if (entry.source !== 'manual') {
      throw conflict('Jurnal otomatis dikoreksi melalui transaksinya, bukan dengan jurnal pembalik');
    }
    const original = await findEntry(tx, id);
    const reversalId = await postEntry(tx, {
      date: request.date,
      description: `Pembalik jurnal #${id}: ${request.reason}`,
      source: 'reversal',
      sourceId: String(id),
      eventKey: `reversal:${id}`,
      actor: actorString(staff),
      lines: reversalLines(original?.lines ?? []),
      status: 'PENDING',
      reversesId: id,
    });
    if (reversalId === null) throw conflict('Jurnal ini sudah dibalik');
    await recordAudit(tx, {
      actor: { kind: 'staff', id: staff.id },
      action: 'reverse-journal',
      entity: 'ledger-entry',
      entityId: reversalId,
      after: { reverses: id, reason: request.reason },
    });
    return presentOne(tx, reversalId);
  });
}

async function presentOne(db: Parameters<typeof listEntries>[0], id: number): Promise<JournalEntry> {
  const [entry] = await listEntries(db, { ids: [id] });
  if (!entry) throw notFound('Jurnal tidak ditemukan');
  return entry;
}
