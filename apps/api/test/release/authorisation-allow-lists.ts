/** The authorisation matrix's lists (apps/api/src/app.authorisation-matrix.test.ts), each entry with its reason. */

/**
 * Routes anyone may call without signing in, each with the reason. Anything not listed here must refuse an
 * anonymous caller; an entry that no longer matches a route fails the test (the list cannot go stale).
 */
export const PUBLIC_ROUTES: Record<string, string> = {
  'GET /api/health': 'load balancers and start scripts probe it',
  'GET /api/health/live': "process managers' liveness probe: the process answers, nothing else",
  'GET /api/health/ready': "load balancers' readiness probe (docs/operations/metrics.md#health)",
  'GET /api/v1/get-key/math': 'captcha picture for the member sign-in form',
  'POST /api/v1/web/login': 'member sign-in',
  'POST /api/v1/refresh': 'authenticates by the httpOnly refresh cookie, not a bearer token',
  'POST /api/v1/logout': 'revokes the refresh cookie it is sent with; nothing to protect',
  'GET /api/v1/otp/:nik':
    'forgotten password: sends an OTP to the contact on file (the NIK is the only thing known)',
  'POST /api/v1/otp/verifikasi': 'forgotten password: checks the OTP',
  'POST /api/v1/reset-password': 'forgotten password: sets a new one with a verified OTP',
  'GET /api/v1/ochart': 'organisation chart on the public landing page',
  'GET /api/v1/public-settings': 'brand, contacts and links the logged-out pages show',
  'GET /api/v1/product': 'loan products on the landing page',
  'GET /api/v1/promotion': 'promotion embed on the landing page',
  'GET /api/v1/pages/:slug': 'about, terms and privacy pages',
  'GET /api/v1/files/content/:id': 'pictures editors published (purpose CONTENT only)',
  'GET /api/v1/blog': 'public blog',
  'GET /api/v1/blog/paginate': 'public blog',
  'GET /api/v1/blog/newest': 'public blog',
  'GET /api/v1/blog/archive': 'public blog',
  'GET /api/v1/blog/category': 'public blog',
  'GET /api/v1/blog/:id': 'public blog article',
  'GET /api/v1/blog/commentview/:id': 'approved comments of a public article',
  'POST /api/v1/blog/comment': 'visitors comment on articles (moderated, rate limited)',
  'GET /api/v1/verifikasi/:code':
    'anyone holding an issued document checks it by its 100-bit code: number, kind, date, masked name and key figures only (ADR 0014)',
  'GET /api/v1/admin/get-key/math': 'captcha picture for the staff sign-in form',
  'POST /api/v1/admin/login': 'staff sign-in',
  'POST /api/v1/admin/refresh': 'authenticates by the httpOnly staff refresh cookie',
  'POST /api/v1/admin/logout': 'revokes the staff refresh cookie it is sent with',
};

/** Bodies for routes whose rules JSON Schema cannot carry (zod refinements); the probe still checks them. */
export const KNOWN_VALID_BODIES: Record<string, unknown> = {
  'POST /api/v1/admin/ledger/journals': {
    date: '2026-01-15',
    description: 'Beban listrik kantor',
    lines: [
      { account: '5201', debit: 250_000, credit: 0 },
      { account: '1102', debit: 0, credit: 250_000 },
    ],
  },
  'POST /api/v1/PengajuanPinjaman': {
    NIK: '200001',
    EmployeeName: 'Anggota Uji',
    ProductID: 1,
    FinancePurpose: 'Pendidikan',
    PhotoKTP: 'x',
    PhotoPendukung: 'x',
    DocPendukung: 'x',
    loan_amount: 5_000_000,
    interest: 12,
    term_years: 1,
    tenor: 12,
    InstallmentAmount: 444_244,
    OSPrincipalAmount: 0,
    OSPInterestAmount: 0,
    from_web: 1,
  },
  // The phone is normalised before its check (+62 812-… → 0812…), so its JSON Schema is a bare string.
  'POST /api/v1/updateData/:id': { email: 'anggota@example.com', mobilephoneno: '081234567890' },
  'POST /api/v1/updateProfile/:id': { mobilephoneno: '081234567890', address: 'Jl. Merdeka 1' },
};

/**
 * Member calls whose BODY names whose record they act on (NIK, id, AgreementNo, ApprovalNo, id_user): another
 * member's values there must not be accepted either. Routes where such a field names something nobody owns are
 * listed with the reason.
 */
export const BODY_FIELDS_NOT_OWNED: Record<string, string> = {
  'POST /api/v1/Calculator': 'id is the loan product, which every member may price',
};

/**
 * Member calls whose path id names something every signed-in member may read (it belongs to no member), so
 * another member reading it is no finding; anonymous callers, expired tokens and staff tokens are still refused.
 */
export const SHARED_WITH_ALL_MEMBERS: Record<string, string> = {
  'GET /api/v1/Dokumen/:documentId/file':
    'governance documents (AD/ART, RAT reports and minutes, announcements) are for every member',
};
