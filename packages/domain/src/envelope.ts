import { z } from 'zod';

/** Every reply of the API: `code` equals the HTTP status (docs/architecture.md, API conventions). */
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

/** The reply of a call whose envelope carries no data (`data: null`). */
export const emptyEnvelopeSchema = envelopeSchema(z.null());

/**
 * The reply of a file download: the file's bytes with their own Content-Type, no envelope. Declared so every route
 * states its reply (the API's reply contract, `/api/docs`); Fastify never runs a serialiser over a file body.
 */
export const fileReplySchema = z
  .string()
  .meta({ format: 'binary', description: 'The file itself (Content-Disposition: attachment), not JSON' });
