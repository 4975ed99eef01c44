import type { z } from 'zod';

/**
 * A reply's data as its schema in packages/domain declares it, without parsing it again in the browser. The server
 * writes every reply from that schema (plugins/reply-serializer.ts: only the declared fields, refusing at start-up a
 * reply schema that would change a value while parsing) and checks each reply against it in the tests and e2e runs.
 * Parsing once more on the phone cost every page zod's 26 kB gzip and a walk of each reply on the main thread:
 * docs/decisions/0020-the-browser-trusts-declared-replies.md.
 */
export const declaredData = <S extends z.ZodType>(data: unknown): z.output<S> => data as z.output<S>;

/** A list reply's data as `S` declares each of its items (see declaredData). */
export const declaredList = <S extends z.ZodType>(data: unknown): z.output<S>[] => data as z.output<S>[];
