import { describe, expect, it } from 'vitest';
import { type AuditFilter, toAuditQuery } from '../api/get-audit-log';
import { describeAuditActor } from './admin-audit';

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

  it('names the actor by username, id or kind', () => {
    expect(describeAuditActor({ actorKind: 'staff', actorId: 1, actorUsername: 'admin' })).toBe(
      'Petugas admin',
    );
    expect(describeAuditActor({ actorKind: 'member', actorId: 12, actorUsername: null })).toBe('Anggota #12');
    expect(describeAuditActor({ actorKind: 'system', actorId: null, actorUsername: null })).toBe('Sistem');
  });
});
