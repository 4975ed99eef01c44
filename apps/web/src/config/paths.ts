/** Query parameter of /home naming the counter-offer whose dialog to open. */
export const OFFER_QUERY_PARAM = 'penawaran';

/** Every route of SPEC §2: `path` for the route table, `getHref` for links. */
const route = (path: string) => ({ path, getHref: () => path }) as const;

export const paths = {
  landing: route('/'),
  about: route('/about'),
  organisation: route('/organisasi'),
  terms: route('/terms-and-conditions'),
  privacy: route('/privacy-policy'),
  /** Purposes of processing and retention of each kind of data (UU PDP, issue 17). */
  privasi: route('/privasi'),
  blog: route('/blog'),
  blogArticle: { path: '/blog/:slug', getHref: (slug: string) => `/blog/${encodeURIComponent(slug)}` },
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
  /** A counter-offer opened from its notification (issue 14: an offer is not a rejection). */
  applicationFormOffer: route('/application-form-offer'),
  /** A loan paid off, opened from its "Lunas" notification (issue 14). */
  loanFinished: route('/pinjaman-lunas'),
  account: route('/account'),
  accountChange: route('/account/change'),
  accountData: route('/account/data'),
  /** Leaving the cooperative (issue 17). */
  accountKeluar: route('/account/keluar'),
  notification: route('/notification'),
  simpanan: route('/simpanan'),
  shu: route('/shu'),
  dokumen: route('/dokumen'),
  faq: route('/faq'),
  admin: { path: '/admin/*', getHref: () => '/admin' },
} as const;

/** The named routes of SPEC §2 (Home, ReportAmortisasi, HistoryPinjamanView). */
export const namedRoutes = {
  Home: () => paths.home.getHref(),
  ReportAmortisasi: (AgreementNo: string) => paths.reportAmortisasi.getHref(AgreementNo),
  HistoryPinjamanView: (nik: string) => paths.historyPinjaman.getHref(nik),
} as const;

/** Pages a logged-in member is sent away from, to Home (SPEC §2). */
export const guestOnlyPaths = [
  paths.login.path,
  paths.forgetPassword.path,
  paths.otp.path,
  paths.resetPassword.path,
] as const;
