import {
  type AmortisationReport,
  formatDate,
  type ScheduleStatusLabel,
  toScheduleLine,
} from '@kopkar/domain';

/** One line of the report: the synthetic PROSES row (number 0) or a schedule row. */
export type ScheduleRow = {
  key: string;
  number: number;
  /** DD-MM-YYYY: the due date, or a settled row's settlement date; '' for the synthetic first row. */
  dueDate: string;
  principal: number;
  interest: number;
  instalment: number;
  /** Outstanding principal after this row (Rupiah). */
  outstanding: number;
  status: 'PROSES' | ScheduleStatusLabel;
};

/**
 * The report's rows (docs/product/screens.md): a synthetic first row, PROSES, holding the initial outstanding principal (the loan
 * amount), then every schedule row in order; a row closed by an early settlement reads "Dilunasi" with the
 * settlement's date and what it paid (toScheduleLine).
 */
export function buildScheduleRows(report: AmortisationReport): ScheduleRow[] {
  const first: ScheduleRow = {
    key: 'start',
    number: 0,
    dueDate: '',
    principal: 0,
    interest: 0,
    instalment: 0,
    outstanding: report.header.LoanAmount,
    status: 'PROSES',
  };
  const rest = [...report.list]
    .sort((a, b) => a.InsSeqNo - b.InsSeqNo)
    .map(toScheduleLine)
    .map<ScheduleRow>((line) => ({
      key: String(line.seq),
      number: line.seq,
      dueDate: formatDate(line.date),
      principal: line.principal,
      interest: line.interest,
      instalment: line.instalment,
      outstanding: line.outstanding,
      status: line.status,
    }));
  return [first, ...rest];
}

/** Rows whose number, due date, status or any amount (digits only, e.g. "1.500" or "1500") contain the query. */
export function filterScheduleRows(rows: ScheduleRow[], query: string): ScheduleRow[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return rows;
  const digits = needle.replace(/[^0-9]/g, '');
  return rows.filter((row) => {
    const texts = [String(row.number), row.dueDate, row.status.toLowerCase()];
    if (texts.some((text) => text.toLowerCase().includes(needle))) return true;
    if (digits === '') return false;
    const amounts = [row.principal, row.interest, row.instalment, row.outstanding];
    return amounts.some((amount) => String(amount).includes(digits));
  });
}

/** One bar of the outstanding-principal picture. */
export type ChartPoint = { label: string; value: number; isPaid: boolean; ratio: number };

/** Bars of the outstanding principal per row (the PROSES row is 'Awal'), scaled to the largest value (0..1). */
export function buildChartPoints(rows: ScheduleRow[]): ChartPoint[] {
  const max = rows.reduce((largest, row) => Math.max(largest, row.outstanding), 0);
  return rows.map((row) => ({
    label: row.number === 0 ? 'Awal' : String(row.number),
    value: row.outstanding,
    isPaid: row.status === 'PAID' || row.status === 'Dilunasi',
    ratio: max === 0 ? 0 : row.outstanding / max,
  }));
}
