/**
 * csv-stringify's cast for text cells our CSV downloads always quote (names, dates, statuses), so a spreadsheet never
 * reads a NIK-like or date-like text as a number; numbers stay bare. The header line is written by the caller.
 */
export const quoted = (value: string) => ({ value, quoted: true });

/**
 * Text a spreadsheet will not run as a formula: a cell starting with = + - @ (or a tab or carriage return) gets a
 * leading apostrophe, as OWASP's CSV injection guidance advises. Names come from HR's files, not from us.
 */
export const spreadsheetText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
