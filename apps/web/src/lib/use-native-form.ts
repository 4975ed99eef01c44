import { type FormEvent, useRef, useState } from 'react';
import type { z } from 'zod';
import { CONNECTION_FAILED_MESSAGE } from './api-client';

/** The first message of each field the rules refused, by the field's name. */
export type NativeFormErrors<Name extends string> = Partial<Record<Name, string>>;

type NativeFormOptions<Name extends string, Output> = {
  /** The inputs' names, in the form's order: the first one refused gets the focus. */
  fields: readonly Name[];
  /** Loads the rules: a module of its own, so that the page's first load carries no zod. */
  loadRules: () => Promise<z.ZodType<Output>>;
  /** The values the page holds rather than an input (the member's NIK, a picture read into a data URL). */
  values?: Partial<Record<Name, string>>;
  /** Called with the values the rules gave back, when every field passes. */
  onValid: (values: Output, form: HTMLFormElement) => void;
};

function firstErrors<Name extends string>(
  issues: readonly z.core.$ZodIssue[],
  fields: readonly Name[],
): NativeFormErrors<Name> {
  const errors: NativeFormErrors<Name> = {};
  for (const issue of issues) {
    const name = fields.find((field) => field === issue.path[0]);
    if (name && errors[name] === undefined) errors[name] = issue.message;
  }
  return errors;
}

/**
 * A form of the browser's own inputs, read with FormData when it is sent, for the forms a page shows in its first
 * paint (the sign-in forms, the savings deposit). react-hook-form, which every other form uses, is 13.6 kB gzip
 * that such a page would load before the member can read it (docs/conventions.md rules 20 and 23). It behaves as
 * react-hook-form does with the app's defaults:
 * - the rules (zod, loaded on the form's first focus) check every field when the form is sent;
 * - nothing is sent while a field is refused: its message shows under it and the first one refused gets the focus;
 * - after the first sending, each change checks the form again, so a message goes as soon as the field is right.
 * A value no input holds as typed text (a picture read into a data URL) is given in `values`, and its change is told
 * with `recheck`. When the rules cannot be loaded (the connection dropped after the page came), `failure` says so,
 * nothing is sent, and the next sending tries to load them again.
 */
export function useNativeForm<Name extends string, Output>({
  fields,
  loadRules,
  values: heldValues,
  onValid,
}: NativeFormOptions<Name, Output>) {
  const [errors, setErrors] = useState<NativeFormErrors<Name>>({});
  const [failure, setFailure] = useState<string>();
  const formRef = useRef<HTMLFormElement>(null);
  const wasSent = useRef(false);
  // Checks can overlap (a change while the rules load): only the latest one's errors are shown.
  const lastCheck = useRef(0);
  const [loadOnce] = useState(() => {
    let loaded: Promise<z.ZodType<Output>> | undefined;
    return () => {
      loaded ??= Promise.all([loadRules(), import('./validation-messages')]).then(
        ([rules]) => rules,
        (error: unknown) => {
          loaded = undefined;
          throw error;
        },
      );
      return loaded;
    };
  });

  async function check(form: HTMLFormElement, changed: Partial<Record<Name, string>> = {}) {
    const check = ++lastCheck.current;
    const data = new FormData(form);
    const values = {
      ...Object.fromEntries(fields.map((name) => [name, String(data.get(name) ?? '')])),
      ...heldValues,
      ...changed,
    };
    let rules: z.ZodType<Output>;
    try {
      rules = await loadOnce();
    } catch {
      if (check === lastCheck.current) setFailure(CONNECTION_FAILED_MESSAGE);
      return { result: undefined, found: {} };
    }
    const result = await rules.safeParseAsync(values);
    const found: NativeFormErrors<Name> = result.success ? {} : firstErrors(result.error.issues, fields);
    if (check === lastCheck.current) {
      setErrors(found);
      setFailure(undefined);
    }
    return { result, found };
  }

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    wasSent.current = true;
    const form = event.currentTarget;
    void check(form).then(({ result, found }) => {
      if (!result) return;
      if (result.success) {
        onValid(result.data, form);
        return;
      }
      const first = fields.find((name) => found[name] !== undefined);
      const input = first ? form.elements.namedItem(first) : null;
      if (input instanceof HTMLElement) input.focus();
    });
  }

  /** After the first sending, checks the form again; `changed` holds a held value the page has not drawn yet. */
  function recheck(changed?: Partial<Record<Name, string>>) {
    if (wasSent.current && formRef.current) void check(formRef.current, changed);
  }

  return {
    errors,
    /** The rules could not be loaded: a message for the whole form, shown until a check succeeds. */
    failure,
    recheck,
    /** After a form was sent and emptied: no message, and none until it is sent again. */
    reset: () => {
      wasSent.current = false;
      lastCheck.current += 1;
      setErrors({});
      setFailure(undefined);
    },
    /** Spread on the `<form>`. */
    formProps: {
      ref: formRef,
      noValidate: true,
      onSubmit: send,
      // Loaded early; a failure here is told only when the form is sent.
      onFocus: () => void loadOnce().catch(() => undefined),
      onChange: () => recheck(),
    },
  };
}
