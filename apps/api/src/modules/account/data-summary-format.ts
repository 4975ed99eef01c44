import { formatDate, formatDateTime } from '@kopkar/domain';

/** A column of a summary table: its heading, its share of the page width, and whether it holds an amount. */
export type SummaryColumn = { label: string; weight: number; isAmount?: boolean };
/** One part of the readable summary: label–value facts, or a table with one line per record. */
export type SummarySection = {
  title: string;
  facts?: [string, string][];
  table?: { columns: SummaryColumn[]; rows: string[][] };
};
export type DataSummary = { memberName: string; nik: string; exportedAt: string; sections: SummarySection[] };

/** A timestamp as the member reads it: `DD-MM-YYYY HH:mm WIB` (Asia/Jakarta), never a UTC ISO string. */
export const wib = (at: Date | string | null | undefined) =>
  at ? `${formatDateTime(new Date(at).toISOString())} WIB` : '-';
export const summaryDate = (iso: string | null | undefined) => (iso ? formatDate(iso) : '-');
export const orDash = (value: string | null | undefined) => (value?.trim() ? value : '-');
