import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ChangeEvent, useId } from 'react';

type NativeSelectFieldProps<Value extends string | number> = {
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  /** The chosen option's value, of the options' own type. */
  onChange: (value: Value) => void;
  sx?: SxProps<Theme>;
};

/**
 * A short choice drawn like an outlined small TextField, opening the device's own list: a phone's picker, which a
 * member's thumb knows. MUI's `TextField select` draws its list with Menu, Popover and Modal, which a page showing
 * a choice or two of a few words need not load: /blog's two choices took 19 kB gzip off its first load
 * (docs/conventions.md rule 20).
 */
export function NativeSelectField<Value extends string | number>({
  label,
  value,
  options,
  onChange,
  sx,
}: NativeSelectFieldProps<Value>) {
  const id = useId();
  return (
    <FormControl size="small" sx={sx}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => {
          // A native <option> carries its value as text: give back the option's own value (a number stays one).
          const chosen = options.find((option) => String(option.value) === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
        input={<OutlinedInput label={label} />}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
