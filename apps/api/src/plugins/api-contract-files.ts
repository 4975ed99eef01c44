/**
 * The media types each file route sends (its handler's `mime`, through plugins/user-file-reply.ts), so the
 * document says `application/pdf` where it used to say `application/json`. Pictures are stored re-encoded as JPEG
 * (plugins/uploads.ts), but rows stored before that keep the type they came with: any of the inline types.
 */
const PDF = ['application/pdf'];
const CSV = ['text/csv'];
const CSV_OR_PDF = ['text/csv', 'application/pdf'];
const ZIP = ['application/zip'];
const PICTURE = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
const PICTURE_OR_PDF = [...PICTURE, 'application/pdf'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PDF_OR_XLSX = ['application/pdf', XLSX];
const CSV_OR_XLSX = ['text/csv', XLSX];

const FILE_ROUTES: Record<string, string[]> = {
  'GET /api/v1/ListAmortisasi/:agreementNo/export.:format': CSV_OR_PDF,
  'GET /api/v1/SuratLunas/:agreementNo': PDF,
  'GET /api/v1/admin/settlements/:id/proof': PICTURE_OR_PDF,
  'GET /api/v1/Dokumen/:documentId/file': PDF,
  'GET /api/v1/admin/governance-documents/:id/file': PDF,
  'GET /api/v1/SHU/:nik/:tahun/slip': PDF,
  'GET /api/v1/admin/shu/:year/export.csv': CSV,
  'GET /api/v1/admin/payroll/:period/report.csv': CSV,
  'GET /api/v1/admin/payroll/:period/instruction.:format': CSV_OR_XLSX,
  'GET /api/v1/admin/payroll/:period/reconciliation.:format': CSV_OR_PDF,
  'GET /api/v1/Arsip/surat-keluar': PDF,
  'GET /api/v1/Arsip/surat-lunas/:agreementNo': PDF,
  'GET /api/v1/Arsip/rekening-simpanan': PDF,
  'GET /api/v1/Arsip/shu/:tahun': PDF,
  'GET /api/v1/Arsip/data-saya': ZIP,
  'GET /api/v1/files/avatar/:id': PICTURE,
  'GET /api/v1/account/data/export': ZIP,
  'GET /api/v1/files/content/:id': PICTURE,
  'GET /api/v1/admin/files/:id': PICTURE_OR_PDF,
  'GET /api/v1/FormPengajuanTemplate/file': PDF,
  'GET /api/v1/admin/form-pengajuan-template/file': PDF,
  'GET /api/v1/Simpanan/:nik/statement.:format': CSV_OR_PDF,
  'GET /api/v1/admin/savings/deposits/:id/proof': PICTURE_OR_PDF,
  'GET /api/v1/admin/reports/posisi-keuangan.:format': PDF_OR_XLSX,
  'GET /api/v1/admin/reports/hasil-usaha.:format': PDF_OR_XLSX,
  'GET /api/v1/admin/reports/arus-kas.:format': PDF_OR_XLSX,
  'GET /api/v1/admin/reports/perubahan-ekuitas.:format': PDF_OR_XLSX,
  'GET /api/v1/admin/reports/buku-besar/:code.:format': PDF_OR_XLSX,
};

/** The media types of a route that replies with `fileReplySchema`; a new file route must be added above. */
export function fileMediaTypesOf(key: string): string[] {
  const types = FILE_ROUTES[key];
  if (!types) {
    throw new Error(`${key} sends a file: add its media types to plugins/api-contract-files.ts`);
  }
  return types;
}
