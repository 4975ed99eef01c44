import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { setIndonesianValidationMessages } from './validation-messages';

beforeAll(() => {
  setIndonesianValidationMessages();
});

const firstMessage = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues[0]?.message;

describe('Indonesian validation messages', () => {
  // [schema, input, message, reason]
  const table: [z.ZodType, unknown, string, string][] = [
    [z.number(), 'x', 'Harus berupa angka', 'a setting value typed as text (was English)'],
    [z.object({ nama: z.string() }), {}, 'Wajib diisi', 'a missing field'],
    [z.string().min(8), 'pendek', 'Minimal 8 karakter', 'a short password'],
    [z.string().min(1), '', 'Wajib diisi', 'an empty required text'],
    [z.string().max(5), 'panjang sekali', 'Maksimal 5 karakter', 'an over-long text'],
    [z.number().int().min(500_000), 100, 'Minimal 500.000', 'a loan under the minimum, dot-grouped'],
    [z.number().max(100_000_000), 200_000_000, 'Maksimal 100.000.000', 'above the cap'],
    [z.number().positive(), 0, 'Harus lebih dari 0', 'an exclusive bound'],
    [z.number().multipleOf(500_000), 750_000, 'Harus kelipatan 500.000', 'the loan step'],
    [z.number().int(), 1.5, 'Harus berupa bilangan bulat', 'whole Rupiah only'],
    [z.email(), 'bukan-email', 'Format email tidak valid', 'an e-mail address'],
    [z.iso.date(), '31-12-2026', 'Tanggal harus berformat YYYY-MM-DD', 'a date in the wrong order'],
    [z.enum(['PT1', 'PT2']), 'X', 'Pilih salah satu: PT1, PT2', 'a status outside the list'],
    [z.strictObject({}), { extra: 1 }, 'Kolom tidak dikenal: extra', 'an unknown field'],
    [z.boolean(), 'ya', 'Harus berupa pilihan ya atau tidak', 'a checkbox'],
  ];
  it.each(table)('%#: %s', (schema, input, expected) => {
    expect(firstMessage(schema, input)).toBe(expected);
  });

  it('keeps a message written in the schema itself', () => {
    expect(firstMessage(z.string().min(3, 'Nama terlalu pendek'), 'a')).toBe('Nama terlalu pendek');
  });

  it('never falls back to English for a check it does not name', () => {
    const message = firstMessage(z.union([z.number(), z.boolean()]), 'x') ?? '';
    expect(message).not.toMatch(/invalid|expected|received/i);
  });
});
