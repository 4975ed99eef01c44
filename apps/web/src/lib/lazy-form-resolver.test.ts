import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyFormResolver } from './lazy-form-resolver';

const schema = z.object({ nik: z.string().regex(/^\d{6}$/, 'NIK harus 6 digit') });
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazyFormResolver', () => {
  it('validates a submit that comes before the rules were preloaded, with the rules’ own message', async () => {
    const { resolver } = lazyFormResolver(async () => schema);
    const refused = await resolver({ nik: '12' }, undefined, options);
    expect(refused.errors.nik?.message).toBe('NIK harus 6 digit');
    const accepted = await resolver({ nik: '100002' }, undefined, options);
    expect(accepted).toEqual({ values: { nik: '100002' }, errors: {} });
  });

  it('loads the rules once, however often the form focuses and validates', async () => {
    const loadSchema = vi.fn(async () => schema);
    const { resolver, preload } = lazyFormResolver(loadSchema);
    preload();
    preload();
    await resolver({ nik: '100002' }, undefined, options);
    await resolver({ nik: '1' }, undefined, options);
    expect(loadSchema).toHaveBeenCalledTimes(1);
  });
});
