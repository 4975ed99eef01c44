import { describe, expect, it } from 'vitest';
import { describeInstructionLine, groupInstructionLines, type InstructionLine } from './payroll-instruction';

const line = (
  nik: string,
  kind: InstructionLine['kind'],
  amount: number,
  instalmentNo: number | null = null,
) => ({
  company: 'KSB',
  nik,
  name: `Anggota ${nik}`,
  payrollAccount: '001',
  kind,
  agreementNo: instalmentNo === null ? null : 'PK202601-00001',
  instalmentNo,
  dueDate: instalmentNo === null ? null : '2026-06-25',
  amount,
});

describe('the deduction instruction', () => {
  it('groups consecutive lines per employee with the exact total', () => {
    const employees = groupInstructionLines([
      line('100001', 'WAJIB', 100_000),
      line('100001', 'TUNGGAKAN', 517_645, 5),
      line('100001', 'ANGSURAN', 517_646, 6),
      line('100002', 'WAJIB', 75_000),
    ]);
    expect(employees.map((employee) => [employee.nik, employee.lines.length, employee.total])).toEqual([
      ['100001', 3, 1_135_291],
      ['100002', 1, 75_000],
    ]);
    expect(groupInstructionLines([])).toEqual([]);
  });

  it('says what each line deducts', () => {
    expect(describeInstructionLine(line('1', 'WAJIB', 1), '2026-07')).toBe('Simpanan wajib periode 2026-07');
    expect(describeInstructionLine(line('1', 'SUKARELA', 1), '2026-07')).toBe(
      'Simpanan sukarela bulanan periode 2026-07',
    );
    expect(describeInstructionLine(line('1', 'TUNGGAKAN', 1, 5), '2026-07')).toBe(
      'Tunggakan angsuran ke-5 PK202601-00001 (jatuh tempo 2026-06-25)',
    );
  });
});
