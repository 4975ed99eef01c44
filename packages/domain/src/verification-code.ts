/**
 * The verification code printed on every issued document and in its QR code (`/verifikasi/{code}`): 20 characters
 * of Crockford's base32, 100 random bits, so guessing one is hopeless even without the rate limit. Crockford's
 * alphabet leaves out I, L, O and U, and reading a code back forgives the letters people confuse with digits, case
 * and the dashes of the printed groups.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const VERIFICATION_CODE_LENGTH = 20;
const GROUP = 4;

/**
 * A code from random bytes (one per character; the API passes `crypto.randomBytes(20)`): each byte's low five bits
 * pick a letter. 256 is a multiple of 32, so every letter is equally likely.
 */
export function verificationCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < VERIFICATION_CODE_LENGTH) {
    throw new RangeError(`A verification code needs ${VERIFICATION_CODE_LENGTH} random bytes`);
  }
  return Array.from(bytes.subarray(0, VERIFICATION_CODE_LENGTH), (byte) => ALPHABET[byte & 31]).join('');
}

/** The stored form of a code someone typed or scanned, or null when it cannot be one. */
export function normaliseVerificationCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (code.length !== VERIFICATION_CODE_LENGTH) return null;
  return [...code].every((char) => ALPHABET.includes(char)) ? code : null;
}

/** The code as printed for people to read and type: `ABCD-EFGH-JKMN-PQRS-TVWX`. */
export function formatVerificationCode(code: string): string {
  return code.match(new RegExp(`.{1,${GROUP}}`, 'g'))?.join('-') ?? code;
}

/** The public page a code opens, under the portal's address (`PUBLIC_URL`). */
export function verificationUrl(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/verifikasi/${code}`;
}
