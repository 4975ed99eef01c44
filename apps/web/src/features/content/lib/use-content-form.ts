import type { UseMutationResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type DefaultValues, type FieldErrors, type FieldValues, set, useForm } from 'react-hook-form';
import { z } from 'zod';
import { formResolver } from '@/lib/form-resolver';
import { readFieldErrors } from '@/lib/staff-field-errors';
import { useDialogMutation } from '@/lib/use-dialog-mutation';

/** The order field as the dialogs always sent it: the typed number, 0 when empty; then the domain's own rule. */
export const sortFromText = <Rule extends z.ZodType<unknown, number | undefined>>(rule: Rule) =>
  z
    .string()
    .transform((text): number | undefined => Number(text) || 0)
    .pipe(rule);

/** A 422's field errors nested the way react-hook-form keeps them (`tiers/1/minAmount` → `tiers.1.minAmount`). */
function toFormErrors<Values extends FieldValues>(error: unknown): FieldErrors<Values> | undefined {
  const byPath = Object.entries(readFieldErrors(error));
  if (byPath.length === 0) return undefined;
  const errors = {};
  for (const [path, message] of byPath) set(errors, path.replaceAll('/', '.'), { type: 'server', message });
  return errors;
}

type ContentFormOptions<Input extends FieldValues, Output, Variables> = {
  mutation: UseMutationResult<string, Error, Variables>;
  onClose: () => void;
  /** The save's rules: the domain schema the API validates the body with, reading the form's text fields. */
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  toVariables: (values: Output) => Variables;
};

/**
 * A content dialog's form: react-hook-form with the save's domain rules, so an error shows under its field before
 * anything is sent; a field error the server still finds (a 422) shows under the same field, any other refusal above
 * the form (StaffContentDialog). Success toasts the server's message and closes the dialog.
 */
export function useContentForm<Input extends FieldValues, Output, Variables>({
  mutation,
  onClose,
  schema,
  defaultValues,
  toVariables,
}: ContentFormOptions<Input, Output, Variables>) {
  const dialog = useDialogMutation(mutation, onClose);
  const serverErrors = useMemo(() => toFormErrors<Input>(mutation.error), [mutation.error]);
  const form = useForm<Input, unknown, Output>({
    resolver: formResolver(schema),
    defaultValues,
    errors: serverErrors,
  });
  const submit = form.handleSubmit((values) => dialog.submit(toVariables(values)));
  return {
    control: form.control,
    errors: form.formState.errors,
    dialogProps: {
      isPending: dialog.isPending,
      generalError: dialog.generalError,
      onSubmit: () => void submit(),
    },
  };
}
