import { createHmac, randomUUID } from 'node:crypto';
import { CAPTCHA_TTL_MINUTES, ErrorCode } from '@kopkar/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { captchas } from '../db/schema';
import { AppError } from '../errors';
import { createCaptchaQuestion, renderCaptchaPng } from './captcha-image';

const hashAnswer = (secret: string, key: string, answer: string) =>
  createHmac('sha256', secret).update(`${key}:${answer.trim()}`).digest('hex');

/**
 * A math captcha rendered to PNG (captcha-image.ts: dark digits, answers 0–29): the answer is in pixels only, never
 * in the reply's text. The answer's HMAC is stored in the database (not in process memory) so any API copy can
 * check it.
 */
export async function createCaptcha(db: Database, config: Config): Promise<{ image: string; key: string }> {
  const question = createCaptchaQuestion();
  const png = await renderCaptchaPng(question);
  const key = await storeCaptchaAnswer(db, config, String(question.answer));
  return { image: `data:image/png;base64,${png.toString('base64')}`, key };
}

/** Stores the answer's HMAC under a new key valid CAPTCHA_TTL_MINUTES; returns the key. */
export async function storeCaptchaAnswer(db: Database, config: Config, answer: string): Promise<string> {
  const key = randomUUID();
  await db.insert(captchas).values({
    id: key,
    answerHash: hashAnswer(config.jwtSecret, key, answer),
    expiresAt: sql`now() + make_interval(mins => ${CAPTCHA_TTL_MINUTES})`,
  });
  return key;
}

/** Consumes a captcha key: single use and ≤ 5 minutes old, whether or not the answer is right. */
export async function consumeCaptcha(
  db: Database,
  config: Config,
  key: string,
  answer: string,
): Promise<void> {
  const [row] = await db
    .update(captchas)
    .set({ usedAt: sql`now()` })
    .where(and(eq(captchas.id, key), isNull(captchas.usedAt), gt(captchas.expiresAt, sql`now()`)))
    .returning({ answerHash: captchas.answerHash });
  if (config.captchaBypass) return;
  if (!row || row.answerHash !== hashAnswer(config.jwtSecret, key, answer)) {
    throw new AppError(
      ErrorCode.CAPTCHA_INVALID,
      'Hasil captcha salah atau sudah kedaluwarsa. Silakan coba lagi.',
    );
  }
}
