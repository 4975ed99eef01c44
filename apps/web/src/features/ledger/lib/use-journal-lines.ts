import type { ManualJournalRequest } from '@kopkar/domain';
import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { emptyJournalLine, type JournalFormValues } from './journal-form-rules';

type LineForm = Pick<
  UseFormReturn<JournalFormValues, unknown, ManualJournalRequest>,
  'getValues' | 'setValue' | 'clearErrors'
>;

/**
 * The entry's lines as a list that grows and shrinks, with a stable key per line so a removed line takes its
 * inputs with it. react-hook-form's useFieldArray does the same, but importing it puts ~1.5 kB (gzip) into the
 * react-hook-form chunk every form shares, so the login pages would carry it (docs/conventions.md rule 20,
 * packages/page-weight budgets); the entry needs only append, remove and reset.
 */
export function useJournalLines(form: LineForm) {
  const nextKey = useRef(0);
  const newKey = () => `line-${nextKey.current++}`;
  const [keys, setKeys] = useState(() => form.getValues('lines').map(newKey));

  const append = () => {
    form.setValue('lines', [...form.getValues('lines'), { ...emptyJournalLine }]);
    setKeys((current) => [...current, newKey()]);
  };
  const remove = (index: number) => {
    form.setValue(
      'lines',
      form.getValues('lines').filter((_, at) => at !== index),
    );
    // A line's messages were about the lines as they were numbered; the next submit checks them again.
    form.clearErrors('lines');
    setKeys((current) => current.filter((_, at) => at !== index));
  };
  /** After the form is reset to `count` fresh lines. */
  const resetKeys = (count: number) => setKeys(Array.from({ length: count }, newKey));

  return { keys, append, remove, resetKeys };
}
