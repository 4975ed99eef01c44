/**
 * One definition of every limit (STYLE.md rule 3). The zod schemas and the forms both read these.
 * Values marked (setting) in docs/product are only the seeded defaults; the live value comes from the settings table.
 */

/** OTP length in digits (docs/product/limits.md). */
export const OTP_LENGTH = 6;
/** OTP lifetime in minutes (docs/testing.md: ≤ 10 minutes). */
export const OTP_TTL_MINUTES = 10;
/** Wrong OTP entries before the OTP is void (docs/testing.md: ≤ 5). */
export const OTP_MAX_ATTEMPTS = 5;
/** Captcha lifetime in minutes (docs/testing.md: ≤ 5 minutes). */
export const CAPTCHA_TTL_MINUTES = 5;
/**
 * The captcha picture's size in CSS pixels: the API draws it (at twice this, for 2× screens) and the sign-in
 * pages reserve exactly this box in the server's HTML, so nothing moves when it arrives. The picture comes only
 * after the script (single use, so never in the shared server-rendered page: ADR 0006,
 * docs/decisions/0006-server-rendered-public-pages.md), so its area stays under the login page's largest text on a
 * phone, which the server paints at once: drawn at 200 × 64 it became the page's largest paint, ~1.9 s after it
 * (bench/README.md). Its digits keep their size (apps/api/src/plugins/captcha-image.ts).
 */
export const CAPTCHA_IMAGE_SIZE = { width: 200, height: 56 } as const;
/** Failed logins per NIK inside the window before every attempt gets 429. */
export const LOGIN_MAX_FAILURES = 5;
/** Window for counting failed logins, in minutes. */
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;
/**
 * Calls a minute one client address may send to the sign-in and account-recovery routes (the sign-in itself: the
 * API's LOGIN_RATE_LIMIT_PER_MINUTE). An office of 500 behind one NAT address signing in on a payday morning stays
 * well under each (docs/decisions/0013-per-address-limits.md); guessing one account is stopped by the per-account
 * limits above, not by these.
 */
export const PER_ADDRESS_PER_MINUTE = {
  /** GET /get-key/math and its /admin twin: a picture per sign-in page, per wrong answer, per refresh. */
  captcha: 300,
  /** POST /refresh, /logout and their /admin twins: every open tab renews its token every 15 minutes. */
  session: 600,
  /** GET /otp/:nik: each may send an e-mail. */
  otpRequest: 30,
  /** POST /otp/verifikasi. */
  otpVerify: 60,
  /** POST /reset-password. */
  passwordReset: 30,
} as const;

/** Password length bounds (characters). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** NIK: employee number, digits only. */
export const NIK_PATTERN = /^\d{4,20}$/;
/** Mobile phone: digits only (docs/product/validation.md), 8–15 digits. */
export const PHONE_PATTERN = /^\d{8,15}$/;

/** Minimum loan, Rupiah (docs/product). */
export const MIN_LOAN_AMOUNT = 500_000;
/** Loan amount step, Rupiah (docs/product/limits.md). */
export const LOAN_AMOUNT_STEP = 500_000;
/** Tenor range in months (docs/product/validation.md). */
export const TENOR_MIN_MONTHS = 6;
export const TENOR_MAX_MONTHS = 36;
/** Tenor options offered in the form (months). */
export const TENOR_OPTIONS = [6, 12, 18, 24, 30, 36] as const;

/** Documents must be strictly under this many bytes (docs/product/validation.md). */
export const DOCUMENT_MAX_BYTES = 1_000_000;
/** Selfie/avatar/proof images: hard server limit in bytes before re-encoding. */
export const IMAGE_UPLOAD_MAX_BYTES = 5_000_000;
/** Uploaded images are resized to fit within these pixels (docs/product/validation.md). */
export const IMAGE_MAX_WIDTH = 400;
export const IMAGE_MAX_HEIGHT = 350;
/** Document photos (application form, supporting document) keep legibility: at most this many pixels a side. */
export const DOCUMENT_IMAGE_MAX_EDGE = 1600;

/** Toast duration in milliseconds (docs/product/limits.md). */
export const TOAST_DURATION_MS = 3000;
/** Delay before redirecting home after a cancel, in milliseconds (docs/product/limits.md). */
export const CANCEL_REDIRECT_MS = 1500;

/** Blog page sizes (docs/product/limits.md). */
export const BLOG_PAGE_SIZES = [6, 10, 30, 50, 100, 500, 1000] as const;
export const BLOG_DEFAULT_PAGE_SIZE = 6;

/** Inquiry status text that marks an application under approval (docs/product/loans.md#loan-statuses). */
export const INQUIRY_IN_APPROVAL = 'Sedang dalam approval';

/** A member with this many unfinished loans (NEW, APV, FUN) cannot apply (docs/product, docs/product/roles.md). */
export const MAX_UNFINISHED_LOANS = 2;

/* Seeded defaults of (setting) values in docs/product; the live value comes from the settings table. */
/** Maximum loan = contribution balance × this multiplier (setting). */
export const DEFAULT_MAX_LOAN_MULTIPLIER = 10;
/** Maximum loan cap, Rupiah (setting). */
export const DEFAULT_MAX_LOAN_CAP = 100_000_000;
/** Admin fee, % of the loan amount (setting). */
export const DEFAULT_ADMIN_FEE_PERCENT = 1;
/** Credit-protection premium (PTA), % of the loan amount (setting). */
export const DEFAULT_PTA_PERCENT = 0.5;
/** Payroll cut-off day of month; also the first deduction day (setting). */
export const DEFAULT_CUTOFF_DAY = 25;
/** Points per instalment paid on time (setting). */
export const DEFAULT_POINTS_PER_INSTALMENT = 10;

/** Days an approved (PT2) settlement quote holds before the member must pay (docs/product/loans.md#early-settlement). */
export const SETTLEMENT_QUOTE_VALID_DAYS = 14;

/* Savings (simpanan) and SHU, docs/product/savings.md. */
/** Simpanan pokok paid once on joining, Rupiah (setting `savings.pokokAmount`). */
export const DEFAULT_SIMPANAN_POKOK = 100_000;
/** Jasa simpanan on sukarela, % a year (setting `savings.jasaRatePercent`); 0 until the RAT sets one. */
export const DEFAULT_JASA_SIMPANAN_RATE_PERCENT = 0;
/** Jasa simpanan may never exceed this, % a year (Permenkop UKM 8/2023). */
export const JASA_SIMPANAN_MAX_RATE_PERCENT = 9;
/** One sukarela deposit or withdrawal: at least and at most this many Rupiah. */
export const SAVINGS_TRANSACTION_MIN = 10_000;
export const SAVINGS_TRANSACTION_MAX = 500_000_000;
/** The SHU pool a RAT may decide, Rupiah (a sanity bound, far above any real cooperative of this size). */
export const SHU_POOL_MAX = 1_000_000_000_000;
/** Rows per page of the savings mutation history. */
export const SAVINGS_MUTATION_PAGE_SIZE = 20;
/** Months the savings chart looks back. */
export const SAVINGS_CHART_MONTHS = 12;
