import { z } from 'zod';

/** The member as the portal sees it (docs/product/data.md "User"). Field names are the contract. */
export const userSchema = z.object({
  id: z.number().int(),
  NIK: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  email: z.string().nullable(),
  mobilephoneno: z.string().nullable(),
  companyID: z.number().int(),
  EmployeeID: z.string(),
  birthdate: z.string().nullable(),
  gender: z.string().nullable(),
  payroll: z.string().nullable(),
  address: z.string().nullable(),
  /** Mandatory contribution balance, integer Rupiah. */
  saldoiuranwajib: z.number().int(),
  /** Maximum loan now, integer Rupiah (docs/product/limits.md#members-and-limits). */
  saldomaxpinjaman: z.number().int(),
  poin: z.number().int(),
  joindate: z.string().nullable(),
  /** The password is a temporary one ADMIN gave: the portal asks for a new one before any member page. */
  mustChangePassword: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/**
 * GET /account/data/export (UU PDP 27/2022, right to a copy): a member may download their data this many times an
 * hour. Building the archive reads every row and file they own, so it is limited like other heavy calls.
 */
export const MY_DATA_EXPORTS_PER_HOUR = 3;
export const MY_DATA_EXPORT_LIMIT_MESSAGE =
  'Anda sudah mengunduh data terlalu sering. Silakan coba lagi dalam satu jam.';
