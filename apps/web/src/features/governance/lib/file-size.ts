const ONE_DECIMAL = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 });

/** A file size as members read it: `850 KB`, `1,2 MB` (Indonesian decimal comma; 1 KB = 1,000 bytes). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1_000_000) return `${Math.max(1, Math.round(bytes / 1_000))} KB`;
  return `${ONE_DECIMAL.format(bytes / 1_000_000)} MB`;
}
