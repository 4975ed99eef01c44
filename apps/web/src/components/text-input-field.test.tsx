import InputAdornment from '@mui/material/InputAdornment';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { TextInputField, type TextInputFieldProps } from './text-input-field';

// TextInputField stands in for MUI's TextField in every form (docs/conventions.md rule 20): same elements, classes,
// ids and ARIA wiring, so nothing a member sees or a screen reader reads changes. Emotion's generated class names
// (css-…) are left out: they name the same styles under another component label.
// The app's theme makes every TextField full width (app/theme.ts): the stand-in must read the same defaults.
const theme = createTheme({ components: { MuiTextField: { defaultProps: { fullWidth: true } } } });

function renderedHtml(element: ReactElement): string {
  const { container, unmount } = render(<ThemeProvider theme={theme}>{element}</ThemeProvider>);
  const html = container.innerHTML.replace(/\s?css-[\w-]+/g, '');
  unmount();
  return html;
}

const cases: [string, TextInputFieldProps][] = [
  ['label, required, auto-complete', { id: 'nik', label: 'NIK', required: true, autoComplete: 'username' }],
  [
    'helper text and error',
    { id: 'email', label: 'E-mail', helperText: 'Wajib diisi', error: true, value: 'x' },
  ],
  [
    'password with an end adornment',
    {
      id: 'pw',
      label: 'Password',
      type: 'password',
      value: 'rahasia',
      slotProps: { input: { endAdornment: <InputAdornment position="end">!</InputAdornment> } },
    },
  ],
  [
    'multiline with read-only input',
    {
      id: 'alamat',
      label: 'Alamat',
      multiline: true,
      minRows: 2,
      value: 'Jl. Merdeka',
      slotProps: { htmlInput: { readOnly: true, maxLength: 200 } },
    },
  ],
  ['no label, placeholder, disabled', { id: 'cari', placeholder: 'Cari', disabled: true, value: '' }],
];

describe('TextInputField', () => {
  it.each(cases)('renders what TextField renders: %s', (_, props) => {
    const onChange = () => {};
    expect(renderedHtml(<TextInputField {...props} onChange={onChange} />)).toBe(
      renderedHtml(<TextField {...props} onChange={onChange} />),
    );
  });
});
