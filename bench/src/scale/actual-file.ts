/**
 * HR's file of what was actually deducted, made from the period's instruction the way HR would send it back: one
 * line per employee with the total, 1 % of them deducted nothing and 2 % half their total (the issue's mix), the rest
 * in full. Deterministic (by the employee's place in the instruction), so runs compare.
 */
type InstructionLine = { company: string; nik: string; amount: number };

export type ActualFile = { base64: string; employees: number; partial: number; none: number; bytes: number };

export function actualFileFrom(period: string, lines: readonly unknown[]): ActualFile {
  const totals = new Map<string, { company: string; amount: number }>();
  for (const line of lines as InstructionLine[]) {
    const employee = totals.get(line.nik) ?? { company: line.company, amount: 0 };
    employee.amount += line.amount;
    totals.set(line.nik, employee);
  }
  const rows = ['periode,perusahaan,nik,nama,jumlah_dipotong'];
  let index = 0;
  let partial = 0;
  let none = 0;
  for (const [nik, employee] of totals) {
    let amount = employee.amount;
    if (index % 100 === 0) {
      amount = 0;
      none += 1;
    } else if (index % 50 === 1) {
      amount = Math.floor(employee.amount / 2);
      partial += 1;
    }
    rows.push(`${period},${employee.company},${nik},,${amount}`);
    index += 1;
  }
  const text = rows.join('\n');
  return {
    base64: Buffer.from(text).toString('base64'),
    employees: totals.size,
    partial,
    none,
    bytes: Buffer.byteLength(text),
  };
}
