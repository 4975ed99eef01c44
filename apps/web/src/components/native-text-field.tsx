import { TextInputField, type TextInputFieldProps, useReadOnlyUntilHydrated } from './text-input-field';

type NativeTextFieldProps = Omit<TextInputFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  name: string;
  /** The rules' message for this field (lib/use-native-form.ts), shown instead of the helper text. */
  error?: string;
};

/**
 * A text input of a native form (lib/use-native-form.ts): the browser keeps its value, the form reads it when sent.
 * Read-only until the page is hydrated, like FormTextField: a form sent before React took over would go to the
 * page's own address, with what was typed in it.
 */
export function NativeTextField({ error, helperText, slotProps, ...props }: NativeTextFieldProps) {
  const inputSlotProps = useReadOnlyUntilHydrated(slotProps);
  return (
    <TextInputField
      {...props}
      slotProps={inputSlotProps}
      error={error !== undefined}
      helperText={error ?? helperText}
    />
  );
}
