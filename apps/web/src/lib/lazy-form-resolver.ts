import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** A resolver whose rules load on first use, and `preload` to start loading them before that (on focus). */
export type LazyFormResolver<Values extends FieldValues, Output = Values> = {
  resolver: Resolver<Values, unknown, Output>;
  preload: () => void;
};

/**
 * The resolver of a react-hook-form form whose page loads without zod: its zod schema and formResolver load
 * when the member first focuses the form, not with the page, so the page's first load carries no zod (26 kB gzip)
 * and no @hookform/resolvers (bench/README.md). Validation runs exactly as with formResolver: the first
 * submit waits for the rules if the member managed to submit without focusing a field. The rules may read the
 * typed text into the request's values (`Output`: an amount typed as `250.000` becomes 250000).
 * A form in a page's first paint goes further and leaves react-hook-form out too (lib/use-native-form.ts).
 */
export function lazyFormResolver<Values extends FieldValues, Output = Values>(
  loadSchema: () => Promise<z.ZodType<Output, Values>>,
): LazyFormResolver<Values, Output> {
  let loaded: Promise<Resolver<Values, unknown, Output>> | undefined;
  const load = () => {
    loaded ??= Promise.all([loadSchema(), import('./form-resolver')]).then(
      ([schema, { formResolver }]) => formResolver(schema) as Resolver<Values, unknown, Output>,
    );
    return loaded;
  };
  return {
    resolver: async (values, context, options) => (await load())(values, context, options),
    preload: () => void load(),
  };
}
