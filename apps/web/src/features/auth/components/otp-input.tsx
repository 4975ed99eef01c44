import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import { type ClipboardEvent, type KeyboardEvent, useId, useRef } from 'react';

type OtpInputProps = {
  /** One entry per box: a digit or ''. */
  digits: string[];
  onChange: (digits: string[]) => void;
  error?: string;
  label?: string;
};

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/** Writes `text`'s digits into the boxes from `start`; returns the new boxes and the box to focus next. */
export function fillDigits(
  digits: string[],
  start: number,
  text: string,
): { digits: string[]; focus: number } {
  const next = [...digits];
  const incoming = onlyDigits(text).slice(0, digits.length - start);
  for (const [offset, digit] of [...incoming].entries()) next[start + offset] = digit;
  return { digits: next, focus: Math.min(start + incoming.length, digits.length - 1) };
}

/** Six one-digit boxes (docs/product/validation.md): digits only, auto-advance, backspace goes back, a pasted code fills all. */
export function OtpInput({ digits, onChange, error, label = 'Kode OTP' }: OtpInputProps) {
  const id = useId();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => boxes.current[index]?.focus();

  const write = (start: number, text: string) => {
    const result = fillDigits(digits, start, text);
    onChange(result.digits);
    focusBox(result.focus);
  };

  const handleChange = (index: number, raw: string) => {
    const typed = onlyDigits(raw);
    if (typed === '') {
      if (raw === '') onChange(digits.map((digit, i) => (i === index ? '' : digit)));
      return;
    }
    // A whole code arriving in one box (SMS autofill) starts at the first box.
    write(typed.length === digits.length ? 0 : index, typed);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      onChange(digits.map((digit, i) => (i === index - 1 ? '' : digit)));
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < digits.length - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = onlyDigits(event.clipboardData.getData('text'));
    event.preventDefault();
    if (pasted) write(pasted.length === digits.length ? 0 : index, pasted);
  };

  return (
    <Box
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0 }}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <Typography component="legend" sx={{ mb: 1, fontWeight: 600 }}>
        {label}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: `repeat(${digits.length}, minmax(0, 1fr))`,
          gap: 1,
          maxWidth: 360,
        }}
      >
        {digits.map((digit, index) => (
          <InputBase
            // The boxes are fixed positions, so the index is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: positional inputs
            key={index}
            value={digit}
            inputRef={(element: HTMLInputElement | null) => {
              boxes.current[index] = element;
            }}
            onChange={(event) => handleChange(index, event.target.value)}
            onKeyDown={(event) => handleKeyDown(index, event as KeyboardEvent<HTMLInputElement>)}
            onPaste={(event) => handlePaste(index, event as ClipboardEvent<HTMLInputElement>)}
            onFocus={(event) => event.target.select()}
            error={Boolean(error)}
            required
            inputProps={{
              'aria-label': `Digit ${index + 1} dari ${digits.length}`,
              inputMode: 'numeric',
              autoComplete: index === 0 ? 'one-time-code' : 'off',
              pattern: '[0-9]*',
            }}
            sx={{
              border: 1,
              borderColor: error ? 'error.main' : 'grey.500',
              borderRadius: 1,
              height: 52,
              fontSize: '1.5rem',
              fontWeight: 600,
              '& input': { textAlign: 'center', p: 0 },
              '&.Mui-focused': {
                borderColor: 'primary.main',
                boxShadow: (theme) => `0 0 0 2px ${theme.palette.primary.main}`,
              },
            }}
          />
        ))}
      </Box>
      {error && (
        <FormHelperText id={`${id}-error`} error>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
