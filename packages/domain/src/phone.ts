/** Separators people type or paste inside a phone number: spaces, dashes, dots and brackets. */
const SEPARATORS = /[\s\-.()]/g;

/**
 * A phone number in the form the cooperative stores (`08…`): separators removed and Indonesia's country code
 * (`+62`, `62`, `0062`) replaced by the leading 0, so `+62 812-3456-7890` and `0812 3456 7890` are one number.
 * Anything else comes back without its separators, for the digits-only check to judge.
 */
export function normalisePhone(raw: string): string {
  const compact = raw.trim().replace(SEPARATORS, '');
  const national = /^(?:\+62|0062|62)(8\d+)$/.exec(compact);
  return national ? `0${national[1]}` : compact;
}
