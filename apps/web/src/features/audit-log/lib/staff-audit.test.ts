import { describe, expect, it } from 'vitest';
import { type AuditFilter, toAuditQuery } from '../api/get-audit-log';
import { listAuditChanges } from './audit-fields';
import { describeAuditActor } from './staff-audit';

const emptyFilter: AuditFilter = {
  entity: '',
  action: '',
  actorKind: '',
  actorId: '',
  from: '',
  to: '',
  page: 1,
  pageSize: 20,
};

describe('audit log', () => {
  it('leaves empty filters out of the query', () => {
    expect(toAuditQuery(emptyFilter)).toBe('page=1&pageSize=20');
    expect(toAuditQuery({ ...emptyFilter, entity: 'setting', from: '2025-01-01', actorId: ' 3 ' })).toBe(
      'entity=setting&actorId=3&from=2025-01-01&page=1&pageSize=20',
    );
  });

  it('names the actor: staff by name and role, a member by name and NIK, the system, or kind and id', () => {
    const none = { actorId: null, actorName: null, actorNik: null, actorRole: null };
    expect(
      describeAuditActor({
        ...none,
        actorKind: 'staff',
        actorId: 3,
        actorName: 'Yuliana Putri',
        actorRole: 'FINANCE',
      }),
    ).toBe('Yuliana Putri (Finance)');
    expect(
      describeAuditActor({
        ...none,
        actorKind: 'member',
        actorId: 12,
        actorName: 'Budi Santoso',
        actorNik: '100001',
      }),
    ).toBe('Budi Santoso (NIK 100001)');
    expect(describeAuditActor({ ...none, actorKind: 'system' })).toBe('Sistem');
    expect(describeAuditActor({ ...none, actorKind: 'staff', actorId: 999 })).toBe('Petugas #999');
  });

  it('shows what changed as labelled fields in words, not JSON', () => {
    expect(
      listAuditChanges(
        'application',
        { status: 'APV' },
        { status: 'FUN', TotalPencairan: 4_925_000, TglPencairan: '2026-11-26', payrollAccountNo: '77123' },
      ),
    ).toEqual([
      { label: 'Status', before: 'Disetujui (APV)', after: 'Dicairkan (FUN)' },
      { label: 'Total pencairan', before: '–', after: 'Rp 4.925.000' },
      { label: 'Tanggal pencairan', before: '–', after: '26-11-2026' },
      { label: 'Rekening payroll', before: '–', after: '77123' },
    ]);
    expect(listAuditChanges('setting', { value: true }, { value: false })).toEqual([
      { label: 'Nilai', before: 'Ya', after: 'Tidak' },
    ]);
    expect(listAuditChanges('company', [{ stepNo: 1 }], null)).toEqual([
      { label: 'Isi', before: 'step no: 1', after: '–' },
    ]);
  });
});
