import { replaceChainRequestSchema } from '@kopkar/domain';
import { describe, expect, it } from 'vitest';
import {
  addApprover,
  buildChainRequest,
  checkApprovers,
  hasChainErrors,
  moveApprover,
  readApproverTitles,
  removeApprover,
} from './staff-chain-rules';

describe('chain editor', () => {
  it('puts HC first, then the approvers in order, accepted by the API schema', () => {
    const request = buildChainRequest([' Atasan Langsung ', 'Manager']);
    expect(request).toEqual({
      steps: [
        { role: 'HC', jobTitle: 'Human Capital' },
        { role: 'APPROVER', jobTitle: 'Atasan Langsung' },
        { role: 'APPROVER', jobTitle: 'Manager' },
      ],
    });
    expect(replaceChainRequestSchema.safeParse(request).success).toBe(true);
  });

  it('adds up to three approvers and no more', () => {
    expect(addApprover(['A'])).toEqual(['A', '']);
    expect(addApprover(['A', 'B', 'C'])).toEqual(['A', 'B', 'C']);
  });

  it('never removes the last approver', () => {
    expect(removeApprover(['A', 'B'], 0)).toEqual(['B']);
    expect(removeApprover(['A'], 0)).toEqual(['A']);
  });

  it('moves a step up or down, and leaves the ends alone', () => {
    expect(moveApprover(['A', 'B', 'C'], 2, -1)).toEqual(['A', 'C', 'B']);
    expect(moveApprover(['A', 'B', 'C'], 0, 1)).toEqual(['B', 'A', 'C']);
    expect(moveApprover(['A', 'B'], 0, -1)).toEqual(['A', 'B']);
    expect(moveApprover(['A', 'B'], 1, 1)).toEqual(['A', 'B']);
  });

  it('requires every approver title and 1–3 approvers', () => {
    expect(checkApprovers(['Manager', ' '])).toEqual({ steps: { 1: 'Jabatan wajib diisi' } });
    expect(checkApprovers([])).toEqual({ steps: {}, chain: 'Rantai persetujuan: HC lalu 1–3 approver' });
    expect(hasChainErrors(checkApprovers(['A', 'B', 'C', 'D']))).toBe(true);
    expect(hasChainErrors(checkApprovers(['Manager']))).toBe(false);
  });

  it('reads the approvers of a stored chain by step number, without the HC step', () => {
    const chain = [
      { stepNo: 3, role: 'APPROVER', jobTitle: 'Manager' },
      { stepNo: 1, role: 'HC', jobTitle: 'Human Capital' },
      { stepNo: 2, role: 'APPROVER', jobTitle: 'Atasan Langsung' },
    ];
    expect(readApproverTitles(chain)).toEqual(['Atasan Langsung', 'Manager']);
  });
});
