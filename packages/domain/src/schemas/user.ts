import { z } from 'zod';

/** The member as the portal sees it (SPEC §3 "User"). Field names are the contract. */
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
  /** Maximum loan now, integer Rupiah (DOMAIN.md "Members and limits"). */
  saldomaxpinjaman: z.number().int(),
  poin: z.number().int(),
  joindate: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;
