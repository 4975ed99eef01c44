/**
 * csv-stringify's cast for text cells our CSV downloads always quote (names, dates, statuses), so a spreadsheet never
 * reads a NIK-like or date-like text as a number; numbers stay bare. The header line is written by the caller.
 */
export const quoted = (value: string) => ({ value, quoted: true });
