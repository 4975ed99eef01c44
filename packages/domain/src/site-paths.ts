/** Query parameter of /home naming the counter-offer whose dialog to open. */
export const OFFER_QUERY_PARAM = 'penawaran';

/** Every page of the web app (docs/product/screens.md): `path` for the route table, `getHref` for links. Shared with the API, which names the public pages in robots.txt and the sitemap. */
const route = (path: string) => ({ path, getHref: () => path }) as const;

/** A page of one record: `/admin/members/:id`, linked as `/admin/members/7`. */
const withId = (base: string) =>
  ({ path: `${base}/:id`, getHref: (id: number | string) => `${base}/${encodeURIComponent(id)}` }) as const;

export const paths = {
  landing: route('/'),
  about: route('/about'),
  organisation: route('/organisasi'),
  terms: route('/terms-and-conditions'),
  privacy: route('/privacy-policy'),
  /** Purposes of processing and retention of each kind of data (UU PDP). */
  privasi: route('/privasi'),
  blog: route('/blog'),
  blogArticle: { path: '/blog/:slug', getHref: (slug: string) => `/blog/${encodeURIComponent(slug)}` },
  /** The public check of an issued document, opened from its QR code. */
  verification: {
    path: '/verifikasi/:code',
    getHref: (code: string) => `/verifikasi/${encodeURIComponent(code)}`,
  },
  login: route('/login'),
  forgetPassword: route('/forget-password'),
  otp: route('/otp'),
  resetPassword: route('/reset-password'),
  error: route('/error'),
  home: {
    path: '/home',
    /** With an application id, Home opens that counter-offer's dialog (the offer page's "Lihat Penawaran"). */
    getHref: (offerId?: number) =>
      offerId === undefined ? '/home' : `/home?${OFFER_QUERY_PARAM}=${encodeURIComponent(offerId)}`,
  },
  reportAmortisasi: {
    path: '/report-amortisasi/:AgreementNo',
    getHref: (agreementNo: string) => `/report-amortisasi/${encodeURIComponent(agreementNo)}`,
  },
  historyPinjaman: {
    path: '/history-pinjaman/:nik',
    getHref: (nik: string) => `/history-pinjaman/${encodeURIComponent(nik)}`,
  },
  repayment: { path: '/repayment/:an', getHref: (an: string) => `/repayment/${encodeURIComponent(an)}` },
  salaryReduction: route('/salary-reduction'),
  selfPayment: route('/self-payment'),
  points: route('/poins'),
  pointHistory: route('/history-point'),
  applicationForm: route('/application-form'),
  applicationFormProcess: route('/application-form-process'),
  applicationFormApproved: route('/application-form-approved'),
  applicationFormRejected: route('/application-form-rejected'),
  applicationFormCancel: route('/application-form-cancel'),
  applicationFormFunding: route('/application-form-funding'),
  /** A counter-offer opened from its notification (an offer is not a rejection). */
  applicationFormOffer: route('/application-form-offer'),
  /** A loan paid off, opened from its "Lunas" notification. */
  loanFinished: route('/pinjaman-lunas'),
  account: route('/account'),
  accountChange: route('/account/change'),
  accountData: route('/account/data'),
  /** Leaving the cooperative. */
  accountKeluar: route('/account/keluar'),
  /** A former member's documents, the only page their read-only session opens (ADR 0017). */
  archive: route('/arsip'),
  notification: route('/notification'),
  simpanan: route('/simpanan'),
  /** The member's coming salary deduction and the last posted ones. */
  potonganGaji: route('/potongan-gaji'),
  shu: route('/shu'),
  dokumen: route('/dokumen'),
  faq: route('/faq'),
  /** The back office: every staff role's pages under /admin (the API's `/admin/*` calls). */
  staff: {
    root: route('/admin'),
    login: route('/admin/login'),
    approvals: route('/admin/approvals'),
    application: withId('/admin/applications'),
    funding: route('/admin/funding'),
    fundingDetail: withId('/admin/funding'),
    settlements: route('/admin/settlements'),
    payroll: route('/admin/payroll'),
    savingsDeposits: route('/admin/savings-deposits'),
    savingsWithdrawals: route('/admin/savings-withdrawals'),
    resignations: route('/admin/resignations'),
    /** The general ledger: trial balance, journals, closed months (FINANCE). */
    ledger: route('/admin/buku-besar'),
    dataRequests: route('/admin/data-requests'),
    shu: route('/admin/shu'),
    governanceDocuments: route('/admin/governance-documents'),
    /** The blank Form Pengajuan members download at step 3 (ADMIN). */
    formTemplate: route('/admin/form-pengajuan'),
    members: route('/admin/members'),
    member: withId('/admin/members'),
    /** The staff accounts (ADMIN). */
    accounts: route('/admin/staff'),
    hrImport: route('/admin/hr-import'),
    companies: route('/admin/companies'),
    settings: route('/admin/settings'),
    auditLog: route('/admin/audit-log'),
    /** The mail outbox's and reminder deliveries' backlog and failures (ADMIN). */
    outbox: route('/admin/outbox'),
    content: route('/admin/content'),
    blog: route('/admin/blog'),
    blogNew: route('/admin/blog/new'),
    blogArticle: withId('/admin/blog'),
    blogComments: route('/admin/blog/comments'),
    faq: route('/admin/faq'),
    orgChart: route('/admin/org-chart'),
    promotions: route('/admin/promotions'),
    staticPages: route('/admin/pages'),
    products: route('/admin/products'),
    pointOffers: route('/admin/point-offers'),
  },
} as const;

/** The named routes of docs/product/screens.md (Home, ReportAmortisasi, HistoryPinjamanView). */
export const namedRoutes = {
  Home: () => paths.home.getHref(),
  ReportAmortisasi: (AgreementNo: string) => paths.reportAmortisasi.getHref(AgreementNo),
  HistoryPinjamanView: (nik: string) => paths.historyPinjaman.getHref(nik),
} as const;
