import { ErrorCode } from '@kopkar/domain';
import { hash, verify } from '@node-rs/argon2';
import { AppError } from '../../errors';
import { COMMON_PASSWORDS } from './common-passwords';

/** argon2id with the library's defaults (19 MiB, t=2, p=1: the OWASP baseline). */
export const hashPassword = (password: string) => hash(password);

// A real hash of a random string: unknown NIKs are checked against it so both paths cost the same time.
const DUMMY_HASH = hash(`dummy-${Math.random()}`);

/** Verifies a password; with a null hash it still spends the time of one verification. */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash ?? (await DUMMY_HASH), password);
  } catch {
    return false;
  }
}

/** Rules beyond length (which the zod schema checks): not the NIK, not one of the most common passwords. */
export function assertPasswordPolicy(password: string, nik: string): void {
  const lowered = password.toLowerCase();
  if (lowered.includes(nik)) {
    throw new AppError(ErrorCode.VALIDATION, 'Password tidak boleh mengandung NIK Anda', {
      data: { errors: [{ path: 'new_password', message: 'Password tidak boleh mengandung NIK Anda' }] },
    });
  }
  if (COMMON_PASSWORDS.has(lowered)) {
    throw new AppError(ErrorCode.VALIDATION, 'Password terlalu umum, gunakan kombinasi lain', {
      data: { errors: [{ path: 'new_password', message: 'Password terlalu umum, gunakan kombinasi lain' }] },
    });
  }
}
