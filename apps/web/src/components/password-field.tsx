import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField } from './form-text-field';
import type { TextInputFieldProps } from './text-input-field';

type PasswordFieldProps<T extends FieldValues> = Omit<TextInputFieldProps, 'name' | 'type'> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/** A password input with a show/hide toggle (docs/product/screens.md Login). */
export function PasswordField<T extends FieldValues>(props: PasswordFieldProps<T>) {
  const [isVisible, setVisible] = useState(false);
  return (
    <FormTextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={isVisible ? 'Sembunyikan password' : 'Tampilkan password'}
                aria-pressed={isVisible}
                onClick={() => setVisible((visible) => !visible)}
                edge="end"
              >
                {isVisible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
