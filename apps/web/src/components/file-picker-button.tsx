import Button, { type ButtonProps } from '@mui/material/Button';
import { type ChangeEvent, useRef } from 'react';

type FilePickerButtonProps = {
  label: string;
  /** Accessible name of the (hidden) file input, so tests and assistive tech can find it. */
  inputLabel: string;
  /** The input's id, for a visible <label htmlFor> beside the button. */
  inputId?: string;
  accept: string;
  capture?: 'user' | 'environment';
  startIcon?: ButtonProps['startIcon'];
  variant?: ButtonProps['variant'];
  disabled?: boolean;
  onFile: (file: File | undefined) => void;
};

/**
 * A real, focusable button that opens the file chooser (or the camera with `capture`). The input is reset after
 * each choice so picking the same file again after a refusal still fires.
 */
export function FilePickerButton({
  label,
  inputLabel,
  inputId,
  accept,
  capture,
  startIcon,
  variant = 'outlined',
  disabled = false,
  onFile,
}: FilePickerButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    onFile(file);
  };
  return (
    <>
      <Button
        variant={variant}
        startIcon={startIcon}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
      <input
        ref={input}
        id={inputId}
        type="file"
        hidden
        aria-label={inputLabel}
        accept={accept}
        capture={capture}
        onChange={onChange}
      />
    </>
  );
}
