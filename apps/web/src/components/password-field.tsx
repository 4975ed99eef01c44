import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField } from './form-text-field';
import { usePasswordVisibility } from './password-visibility';
import type { TextInputFieldProps } from './text-input-field';

type PasswordFieldProps<T extends FieldValues> = Omit<TextInputFieldProps, 'name' | 'type'> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/** A react-hook-form password input with a show/hide toggle (docs/product/screens.md Login). */
export function PasswordField<T extends FieldValues>(props: PasswordFieldProps<T>) {
  const { type, endAdornment } = usePasswordVisibility();
  return <FormTextField {...props} type={type} slotProps={{ input: { endAdornment } }} />;
}
