import { z } from 'zod';
import { normaliseVerificationCode } from '../verification-code';

/** GET /verifikasi/{code}: the code as it came (typed, scanned, any case, with dashes); read back by the service. */
export const verificationCodeParamSchema = z.object({ code: z.string().max(100) });

/**
 * GET /verifikasi/{code} data, public: what a bank needs to match a paper document with the register, and nothing
 * more. No NIK, no full name, no address: the holder's name comes masked (`S*** R********`).
 */
export const documentVerificationSchema = z.object({
  /** The letter number, e.g. `012/SKL/KOPKAR/XI/2026`. */
  number: z.string(),
  /** The kind's title, e.g. `Surat Keterangan Lunas`. */
  kind: z.string(),
  /** The issue date on the cooperative's calendar, `YYYY-MM-DD`. */
  issuedOn: z.string(),
  /** The member's name, masked. */
  holder: z.string(),
  /** The key figures of the kind, labelled and written as on the document. */
  figures: z.array(z.object({ label: z.string(), value: z.string() })),
});
export type DocumentVerification = z.infer<typeof documentVerificationSchema>;

/** The verification page's own field, for a code typed from the paper: 20 letters and digits, dashes allowed. */
export const verificationCodeInputSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'Masukkan kode verifikasi dari dokumen')
    .refine(
      (code) => normaliseVerificationCode(code) !== null,
      'Kode verifikasi terdiri dari 20 huruf dan angka',
    ),
});
export type VerificationCodeInput = z.infer<typeof verificationCodeInputSchema>;
