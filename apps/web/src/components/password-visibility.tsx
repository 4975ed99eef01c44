import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';

/**
 * The show/hide toggle of a password input (docs/product/screens.md Login): the input's `type` and the button at its
 * end, for a react-hook-form field (PasswordField) and a native one (the sign-in forms) alike.
 */
export function usePasswordVisibility() {
  const [isVisible, setVisible] = useState(false);
  return {
    type: isVisible ? 'text' : 'password',
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
  };
}
