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

/** Separators as they may stand before, between and after the characters of a typed number. */
const GAP = '[\\s\\-.()]*';
/** `count` digits, each after a gap. */
const gappedDigits = (min: number, max: number) => `(?:${GAP}\\d){${min},${max}}`;
/** Digits in the stored form (PHONE_PATTERN). */
const [STORED_MIN, STORED_MAX] = [8, 15];
/** A number that starts with `prefix` (one pattern a character, a gap between them) and has `stored` digits in all. */
const startingWith = (prefix: string[], stored = prefix.length) =>
  prefix.join(GAP) + gappedDigits(STORED_MIN - stored, STORED_MAX - stored);

/**
 * The typed forms normalisePhone turns into a stored number of PHONE_PATTERN, as one pattern on the text as typed
 * (so the document shows what a form may send): +62 / 0062 / 62 then 8… (stored as 08…), or 8–15 digits that do
 * not start with those (a `62 8` or `0062 8` number too short to keep its country code is refused, as before).
 */
export const TYPED_PHONE_PATTERN = new RegExp(
  `^${GAP}(?:${[
    `(?:\\+${GAP}|0${GAP}0${GAP})?${startingWith(['6', '2', '8'], 2)}`,
    startingWith(['[1-57-9]']),
    startingWith(['6', '[013-9]']),
    startingWith(['6', '2', '[0-79]']),
    startingWith(['0', '[1-9]']),
    startingWith(['0', '0', '[0-57-9]']),
    startingWith(['0', '0', '6', '[013-9]']),
    startingWith(['0', '0', '6', '2', '[0-79]']),
  ].join('|')})${GAP}$`,
);
