import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { TextInputField, type TextInputFieldProps, useReadOnlyUntilHydrated } from './text-input-field';

type FormTextFieldProps<T extends FieldValues, Transformed = T> = Omit<
  TextInputFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur'
> & {
  /** The form's control; its rules may turn the typed text into other values on submit (a number, a date). */
  control: Control<T, unknown, Transformed>;
  name: FieldPath<T>;
};

/**
 * A text input (TextInputField: MUI's outlined TextField without its select menu) bound to react-hook-form: label,
 * value, error text and ref in one place. Read-only until the page is hydrated (useHydrated), so nothing typed into
 * server-rendered HTML is lost.
 */
export function FormTextField<T extends FieldValues, Transformed = T>({
  control,
  name,
  helperText,
  slotProps,
  ...props
}: FormTextFieldProps<T, Transformed>) {
  const { field, fieldState } = useController({ control, name });
  const inputSlotProps = useReadOnlyUntilHydrated(slotProps);
  return (
    <TextInputField
      {...props}
      slotProps={inputSlotProps}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
