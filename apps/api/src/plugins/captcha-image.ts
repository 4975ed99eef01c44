import { randomInt } from 'node:crypto';
import { CAPTCHA_IMAGE_SIZE } from '@kopkar/domain';
import sharp from 'sharp';
import { DIGIT_BOX, DIGIT_STROKES } from './captcha-digits';

/** A whole number from `min` to `max`, both included. */
export type RandomInt = (min: number, max: number) => number;

/** A CSPRNG draw (the old captcha used Math.random). */
const secureRandomInt: RandomInt = (min, max) => randomInt(min, max + 1);

/**
 * The sums the captcha asks. Every answer is a whole number from 0 to 29: digits only, so the numeric keypad the
 * Hasil field opens on a phone can always type it (many have no minus key).
 */
export const CAPTCHA_OPERANDS = { left: { min: 1, max: 20 }, right: { min: 1, max: 9 } } as const;

export type CaptchaQuestion = { left: number; operator: '+' | '-'; right: number; answer: number };

/** A sum or a difference; a difference always takes the smaller number from the larger, so it is never negative. */
export function createCaptchaQuestion(random: RandomInt = secureRandomInt): CaptchaQuestion {
  const a = random(CAPTCHA_OPERANDS.left.min, CAPTCHA_OPERANDS.left.max);
  const b = random(CAPTCHA_OPERANDS.right.min, CAPTCHA_OPERANDS.right.max);
  if (random(0, 1) === 0) return { left: a, operator: '+', right: b, answer: a + b };
  const [left, right] = a >= b ? [a, b] : [b, a];
  return { left, operator: '-', right, answer: left - right };
}

/**
 * How the picture is drawn, in CSS pixels of the image as the login page shows it (the PNG has `scale` times as
 * many, sharp on a 2× phone screen). The tests hold these to WCAG: every ink colour reaches 7:1 on the background,
 * the noise stays under 2:1 so it never reads as a stroke (a line beside a minus made it look like "=").
 */
export const CAPTCHA_STYLE = {
  /** The box the sign-in pages reserve for it (a tilted, shifted digit still keeps clear of the edges). */
  ...CAPTCHA_IMAGE_SIZE,
  scale: 2,
  background: '#ffffff',
  inkColours: ['#0f172a', '#1e3a8a', '#7f1d1d', '#14532d', '#581c87'],
  noiseColour: '#d5dce4',
  noiseLines: 3,
  noiseWidth: 1.5,
  /** Digits 38 px tall (about the page's h1 on a phone), drawn with a pen this wide. */
  digitHeight: 38,
  strokeWidth: 4.5,
  /** Plus and minus are strokes this long at the digits' middle: a single one can only be a minus. */
  operatorLength: 18,
  /** Space between the digits of a number, and on each side of the operator (wider: the sum reads as three parts). */
  digitGap: 3,
  operatorGap: 13,
  maxTiltDegrees: 8,
  maxShift: 3,
} as const;

const digitScale = CAPTCHA_STYLE.digitHeight / DIGIT_BOX.height;
const digitWidth = DIGIT_BOX.width * digitScale;

type Piece =
  | { kind: 'digit'; character: string; width: number; gapAfter: number }
  | { kind: 'operator'; sign: '+' | '-'; width: number; gapAfter: number };

function piecesOf(question: CaptchaQuestion): Piece[] {
  const { digitGap, operatorGap, operatorLength } = CAPTCHA_STYLE;
  const digits = (value: number, gapAfterLast: number): Piece[] =>
    [...String(value)].map((character, index, all) => ({
      kind: 'digit',
      character,
      width: digitWidth,
      gapAfter: index === all.length - 1 ? gapAfterLast : digitGap,
    }));
  return [
    ...digits(question.left, operatorGap),
    { kind: 'operator', sign: question.operator, width: operatorLength, gapAfter: operatorGap },
    ...digits(question.right, 0),
  ];
}

const round = (value: number) => Math.round(value * 100) / 100;

/** A minus, or a plus (the minus and an upright of the same length), centred on (x, y). */
function operatorPath(sign: '+' | '-', x: number, y: number): string {
  const half = CAPTCHA_STYLE.operatorLength / 2;
  const minus = `M${round(x - half)} ${round(y)}H${round(x + half)}`;
  return sign === '-' ? minus : `${minus}M${round(x)} ${round(y - half)}V${round(y + half)}`;
}

function noise(random: RandomInt): string {
  const { width, height, noiseLines, noiseColour, noiseWidth } = CAPTCHA_STYLE;
  const lines: string[] = [];
  for (let i = 0; i < noiseLines; i += 1) {
    const y = () => random(6, height - 6);
    const d = `M0 ${y()}Q${random(40, width - 40)} ${y()} ${width} ${y()}`;
    lines.push(`<path d="${d}" stroke="${noiseColour}" stroke-width="${noiseWidth}"/>`);
  }
  return lines.join('');
}

/**
 * The question as an SVG of strokes (no `<text>`: the answer is in pixels only). Solid dark numerals, each a little
 * tilted and shifted; plus and minus level at the digits' middle (a tilted bar could pass for a 1); faint noise
 * behind them.
 */
export function drawCaptchaSvg(question: CaptchaQuestion, random: RandomInt = secureRandomInt): string {
  const { width, height, background, inkColours, strokeWidth, maxTiltDegrees, maxShift } = CAPTCHA_STYLE;
  const ink = inkColours[random(0, inkColours.length - 1)];
  const pieces = piecesOf(question);
  const total = pieces.reduce((sum, piece) => sum + piece.width + piece.gapAfter, 0);
  const top = (height - CAPTCHA_STYLE.digitHeight) / 2;
  let x = (width - total) / 2;
  const shapes: string[] = [];
  for (const piece of pieces) {
    const shiftY = random(-maxShift, maxShift);
    if (piece.kind === 'digit') {
      const tilt = random(-maxTiltDegrees, maxTiltDegrees);
      const placed = `translate(${round(x)} ${round(top + shiftY)}) scale(${round(digitScale)})`;
      const turned = `rotate(${tilt} ${DIGIT_BOX.width / 2} ${DIGIT_BOX.height / 2})`;
      // The pen is scaled with the glyph: divide, so every stroke is `strokeWidth` px wide in the picture.
      shapes.push(
        `<path transform="${placed} ${turned}" stroke-width="${round(strokeWidth / digitScale)}" d="${DIGIT_STROKES[piece.character]}"/>`,
      );
    } else {
      shapes.push(
        `<path class="operator" d="${operatorPath(piece.sign, x + piece.width / 2, height / 2 + shiftY)}"/>`,
      );
    }
    x += piece.width + piece.gapAfter;
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="${background}"/><g fill="none">${noise(random)}</g>` +
    `<g fill="none" stroke="${ink}" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round">` +
    `${shapes.join('')}</g></svg>`
  );
}

/** The question as a PNG of `CAPTCHA_STYLE.scale` × its CSS size. */
export async function renderCaptchaPng(question: CaptchaQuestion, random?: RandomInt): Promise<Buffer> {
  const svg = drawCaptchaSvg(question, random);
  return sharp(Buffer.from(svg), { density: 72 * CAPTCHA_STYLE.scale })
    .png()
    .toBuffer();
}
