import { describe, expect, it } from 'vitest';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  AUDIT_ENTITY_LABELS,
  describeAuditAction,
  describeAuditEntity,
} from './audit-actions';

describe('audit actions and entities', () => {
  it('lists each action and entity once, each with an Indonesian label of its own', () => {
    expect(new Set(AUDIT_ACTIONS).size).toBe(AUDIT_ACTIONS.length);
    expect(new Set(AUDIT_ENTITIES).size).toBe(AUDIT_ENTITIES.length);
    expect(Object.keys(AUDIT_ACTION_LABELS).sort()).toEqual([...AUDIT_ACTIONS].sort());
    expect(Object.keys(AUDIT_ENTITY_LABELS).sort()).toEqual([...AUDIT_ENTITIES].sort());
    const labels = Object.values(AUDIT_ACTION_LABELS);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it.each([
    ['approve-resignation', 'Menyetujui pengunduran diri'],
    ['savings-withdrawal-reject', 'Menolak penarikan sukarela'],
    ['fund-application', 'Mencairkan pinjaman'],
    ['renamed-long-ago', 'renamed-long-ago'],
  ])('names %s as %s', (action, label) => {
    expect(describeAuditAction(action)).toBe(label);
  });

  it('names entities, an unknown one as stored', () => {
    expect(describeAuditEntity('shu-year')).toBe('SHU');
    expect(describeAuditEntity('payroll')).toBe('payroll');
  });
});
