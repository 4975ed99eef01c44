import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DIGIT_STROKES } from './captcha-digits';
import {
  CAPTCHA_OPERANDS,
  CAPTCHA_STYLE,
  type CaptchaQuestion,
  createCaptchaQuestion,
  drawCaptchaSvg,
  type RandomInt,
  renderCaptchaPng,
} from './captcha-image';

/** WCAG relative luminance of '#rrggbb'. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const c = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
const contrastOf = (a: string, b: string) => contrast(luminance(a), luminance(b));

/** A "random" source that plays back `values` (then the lowest allowed value), to reach every case on purpose. */
function scripted(values: number[]): RandomInt {
  const queue = [...values];
  return (min, max) => {
    const next = queue.shift() ?? min;
    if (next < min || next > max) throw new Error(`${next} is outside ${min}..${max}`);
    return next;
  };
}

/** Every question the generator can ask: each left, each right, each operator. */
function everyQuestion(): CaptchaQuestion[] {
  const questions: CaptchaQuestion[] = [];
  for (let a = CAPTCHA_OPERANDS.left.min; a <= CAPTCHA_OPERANDS.left.max; a += 1) {
    for (let b = CAPTCHA_OPERANDS.right.min; b <= CAPTCHA_OPERANDS.right.max; b += 1) {
      for (const operator of [0, 1]) questions.push(createCaptchaQuestion(scripted([a, b, operator])));
    }
  }
  return questions;
}

describe('createCaptchaQuestion', () => {
  it('never asks for a negative answer, whichever numbers are drawn (all 360 draws)', () => {
    const questions = everyQuestion();
    expect(questions).toHaveLength(360);
    for (const question of questions) {
      expect(
        question.answer,
        `${question.left} ${question.operator} ${question.right}`,
      ).toBeGreaterThanOrEqual(0);
    }
  });

  it('answers with digits only, at most two: what a phone’s numeric keypad types', () => {
    for (const { answer } of everyQuestion()) expect(String(answer)).toMatch(/^\d{1,2}$/);
  });

  it.each([
    ['a sum', [7, 5, 0], { left: 7, operator: '+', right: 5, answer: 12 }],
    [
      'a difference with the larger number first',
      [12, 5, 1],
      { left: 12, operator: '-', right: 5, answer: 7 },
    ],
    [
      'a difference drawn the wrong way round is turned round',
      [3, 8, 1],
      { left: 8, operator: '-', right: 3, answer: 5 },
    ],
    ['equal numbers give 0, not a negative', [4, 4, 1], { left: 4, operator: '-', right: 4, answer: 0 }],
  ] as const)('%s', (_reason, draws, expected) => {
    expect(createCaptchaQuestion(scripted([...draws]))).toEqual(expected);
  });

  it('computes the answer it stores from the question it shows (CSPRNG draws)', () => {
    for (let i = 0; i < 500; i += 1) {
      const { left, operator, right, answer } = createCaptchaQuestion();
      expect(answer).toBe(operator === '+' ? left + right : left - right);
      expect(answer).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('CAPTCHA_STYLE (legibility)', () => {
  it.each(CAPTCHA_STYLE.inkColours)('ink %s reaches 7:1 on the background (WCAG AAA for text)', (ink) => {
    expect(contrastOf(ink, CAPTCHA_STYLE.background)).toBeGreaterThanOrEqual(7);
  });

  it('keeps the noise faint (under 2:1), so a line can never pass for a stroke or turn − into =', () => {
    expect(contrastOf(CAPTCHA_STYLE.noiseColour, CAPTCHA_STYLE.background)).toBeLessThan(2);
  });

  it('draws digits at least 36 px high with a 4 px pen, in a picture at least 200 px wide, twice over for phones', () => {
    expect(CAPTCHA_STYLE.digitHeight).toBeGreaterThanOrEqual(36);
    expect(CAPTCHA_STYLE.strokeWidth).toBeGreaterThanOrEqual(4);
    expect(CAPTCHA_STYLE.width).toBeGreaterThanOrEqual(200);
    expect(CAPTCHA_STYLE.scale).toBeGreaterThanOrEqual(2);
  });

  it('draws a numeral for every digit an answer or operand can have', () => {
    for (const digit of '0123456789') expect(DIGIT_STROKES[digit]).toMatch(/^M/);
  });
});

describe('drawCaptchaSvg', () => {
  it('holds outlines only: no text element that would carry the sum', () => {
    const svg = drawCaptchaSvg({ left: 14, operator: '-', right: 6, answer: 8 });
    expect(svg).not.toMatch(/<text/);
    expect(svg).toContain(`fill="${CAPTCHA_STYLE.background}"`);
  });

  it('draws a minus as one stroke and a plus as two', () => {
    const strokes = (svg: string) => /class="operator" d="([^"]+)"/.exec(svg)?.[1]?.match(/M/g)?.length;
    expect(strokes(drawCaptchaSvg({ left: 9, operator: '-', right: 2, answer: 7 }))).toBe(1);
    expect(strokes(drawCaptchaSvg({ left: 9, operator: '+', right: 2, answer: 11 }))).toBe(2);
  });
});

describe('renderCaptchaPng', () => {
  it('is a PNG at twice its CSS size whose ink is dark: most of it at 7:1 or more', async () => {
    for (const question of [
      { left: 18, operator: '-', right: 9, answer: 9 },
      { left: 20, operator: '+', right: 9, answer: 29 },
      { left: 1, operator: '+', right: 1, answer: 2 },
    ] as const) {
      const png = await renderCaptchaPng(question);
      const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([
        CAPTCHA_STYLE.width * CAPTCHA_STYLE.scale,
        CAPTCHA_STYLE.height * CAPTCHA_STYLE.scale,
      ]);
      const background = luminance(CAPTCHA_STYLE.background);
      let ink = 0;
      let strong = 0;
      for (let i = 0; i < data.length; i += 3) {
        const hex = `#${[data[i], data[i + 1], data[i + 2]].map((c) => (c ?? 0).toString(16).padStart(2, '0')).join('')}`;
        const ratio = contrast(luminance(hex), background);
        if (ratio >= 2) ink += 1;
        if (ratio >= 7) strong += 1;
      }
      const pixels = info.width * info.height;
      expect(ink / pixels, 'the digits cover a fair part of the picture').toBeGreaterThan(0.03);
      expect(strong / ink, 'the strokes, not only their edges, are dark').toBeGreaterThan(0.6);
    }
  });
});

describe('the picture at its reserved size', () => {
  /** Rows of the PNG holding ink (2:1 or more against the background), top and bottom. */
  async function inkRows(png: Buffer): Promise<{ first: number; last: number; height: number }> {
    const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const background = luminance(CAPTCHA_STYLE.background);
    const rows: number[] = [];
    for (let row = 0; row < info.height; row += 1) {
      for (let column = 0; column < info.width; column += 1) {
        const i = (row * info.width + column) * 3;
        const hex = `#${[data[i], data[i + 1], data[i + 2]].map((c) => (c ?? 0).toString(16).padStart(2, '0')).join('')}`;
        if (contrast(luminance(hex), background) >= 2) {
          rows.push(row);
          break;
        }
      }
    }
    return { first: rows[0] ?? -1, last: rows.at(-1) ?? -1, height: info.height };
  }

  it('keeps every digit clear of the edges, however far it is tilted and shifted', async () => {
    const margin = 2 * CAPTCHA_STYLE.scale;
    const question: CaptchaQuestion = { left: 20, operator: '-', right: 8, answer: 12 };
    for (const extreme of ['min', 'max'] as const) {
      const random: RandomInt = (min, max) => (extreme === 'min' ? min : max);
      const rows = await inkRows(await renderCaptchaPng(question, random));
      expect(rows.first, `${extreme}: ink near the top`).toBeGreaterThanOrEqual(margin);
      expect(rows.last, `${extreme}: ink near the bottom`).toBeLessThan(rows.height - margin);
    }
  });
});
