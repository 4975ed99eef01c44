/**
 * The deduction instruction FINANCE gives HR for a payroll period (docs/product/payroll-instruction.md): per employee,
 * one line per item deducted from the salary, and the employee's total.
 */

/** What a line deducts, in the order an employee's lines are listed. */
export const INSTRUCTION_KINDS = ['WAJIB', 'ANGSURAN', 'TUNGGAKAN', 'SUKARELA'] as const;
export type InstructionKind = (typeof INSTRUCTION_KINDS)[number];

export const INSTRUCTION_KIND_LABELS: Readonly<Record<InstructionKind, string>> = {
  WAJIB: 'Simpanan wajib',
  ANGSURAN: 'Angsuran pinjaman',
  TUNGGAKAN: 'Tunggakan angsuran',
  SUKARELA: 'Simpanan sukarela bulanan',
};

export type InstructionLine = {
  company: string;
  nik: string;
  name: string;
  payrollAccount: string;
  kind: InstructionKind;
  /** The agreement and instalment of a loan line (`PK202611-00001`, 3), null otherwise. */
  agreementNo: string | null;
  instalmentNo: number | null;
  /** The instalment's due date for a loan line, null otherwise. */
  dueDate: string | null;
  amount: number;
};

/** What a line says in words: `Angsuran ke-3 PK202611-00001 (jatuh tempo 2026-11-25)`. */
export function describeInstructionLine(
  line: Pick<InstructionLine, 'kind' | 'agreementNo' | 'instalmentNo' | 'dueDate'>,
  period: string,
) {
  switch (line.kind) {
    case 'WAJIB':
      return `Simpanan wajib periode ${period}`;
    case 'SUKARELA':
      return `Simpanan sukarela bulanan periode ${period}`;
    default:
      return `${INSTRUCTION_KIND_LABELS[line.kind]} ke-${line.instalmentNo} ${line.agreementNo} (jatuh tempo ${line.dueDate})`;
  }
}

/**
 * A line's key within its member's deduction of a period: the kind for wajib and sukarela, the kind, agreement and
 * instalment for a loan line (`ANGSURAN:PK202611-00001:3`). A member's question names the line by it.
 */
export function instructionLineKey(
  line: Pick<InstructionLine, 'kind' | 'agreementNo' | 'instalmentNo'>,
): string {
  return line.agreementNo === null ? line.kind : `${line.kind}:${line.agreementNo}:${line.instalmentNo}`;
}

export type InstructionEmployee = {
  company: string;
  nik: string;
  name: string;
  payrollAccount: string;
  lines: InstructionLine[];
  total: number;
};

/**
 * The lines (ordered by company, NIK, then kind) grouped per employee with the employee's total. Totals are sums of
 * whole Rupiah.
 */
export function groupInstructionLines(lines: readonly InstructionLine[]): InstructionEmployee[] {
  const employees: InstructionEmployee[] = [];
  for (const line of lines) {
    let employee = employees.at(-1);
    if (!employee || employee.nik !== line.nik) {
      employee = {
        company: line.company,
        nik: line.nik,
        name: line.name,
        payrollAccount: line.payrollAccount,
        lines: [],
        total: 0,
      };
      employees.push(employee);
    }
    employee.lines.push(line);
    employee.total += line.amount;
  }
  return employees;
}
