import { useState } from 'react';

type Draft = Record<string, string | boolean>;
type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

/**
 * The fields of a form dialog in one object; text(name) gives a TextField its value, onChange and error flag
 * (the helper text stays with the field: it differs from field to field).
 */
export function useFormDraft<T extends Draft>(initial: T, errors: Record<string, string>) {
  const [draft, setDraft] = useState(initial);
  const set = <K extends keyof T>(name: K, value: T[K]) =>
    setDraft((current) => ({ ...current, [name]: value }));
  return {
    draft,
    set,
    text: (name: TextKey<T>) => ({
      value: draft[name] as string,
      onChange: (event: { target: { value: string } }) => set(name, event.target.value as T[typeof name]),
      error: Boolean(errors[name as string]),
    }),
  };
}
