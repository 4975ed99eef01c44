import { z } from 'zod';

/** Every reply of the API: `code` equals the HTTP status (ARCHITECTURE.md, API conventions). */
export type Envelope<T> = { code: number; message: string; data: T };

/** Builds the zod schema of an envelope around a data schema. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), message: z.string(), data });
}

/** Field-level errors carried in `data.errors` of a 422 reply. */
export const fieldErrorsSchema = z.object({
  errors: z.array(z.object({ path: z.string(), message: z.string() })),
});
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;
