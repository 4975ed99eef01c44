import { useDefaultProps } from '@mui/material/DefaultPropsProvider';
import FormControl from '@mui/material/FormControl';
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { TextFieldProps } from '@mui/material/TextField';
import { useId } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

/** What a text input takes: MUI TextField's props, outlined and without `select` (its menu is what this saves). */
export type TextInputFieldProps = Omit<
  TextFieldProps,
  | 'select'
  | 'variant'
  | 'slots'
  | 'children'
  | 'SelectProps'
  | 'InputProps'
  | 'inputProps'
  | 'InputLabelProps'
>;

/**
 * The field's slot props, its input read-only until the page is hydrated (useHydrated): what someone typed into the
 * server's HTML before React took over would be lost, or sent before the form's own handler exists.
 */
export function useReadOnlyUntilHydrated(
  slotProps: TextInputFieldProps['slotProps'],
): TextInputFieldProps['slotProps'] {
  const hydrated = useHydrated();
  if (hydrated) return slotProps;
  const htmlInput = typeof slotProps?.htmlInput === 'object' ? slotProps.htmlInput : undefined;
  return { ...slotProps, htmlInput: { ...htmlInput, readOnly: true } };
}

/**
 * MUI's outlined TextField without its `select` branch: the same FormControl, InputLabel, OutlinedInput and
 * FormHelperText wired the same way (ids, `aria-describedby`, the label in the notch, the theme's `MuiTextField`
 * defaults), so it looks and reads the same. TextField imports Select, and with it Menu, Popover, Modal and the
 * other two input variants, into every page with a text input; a form page does not need them
 * (docs/conventions.md rule 20). Use TextField itself for a select.
 */
export function TextInputField(inProps: TextInputFieldProps) {
  const props = useDefaultProps({ props: inProps, name: 'MuiTextField' }) as TextInputFieldProps;
  const {
    autoComplete,
    autoFocus = false,
    className,
    color = 'primary',
    defaultValue,
    disabled = false,
    error = false,
    fullWidth = false,
    helperText,
    id: idOverride,
    inputRef,
    label,
    maxRows,
    minRows,
    multiline = false,
    name,
    onBlur,
    onChange,
    onFocus,
    placeholder,
    required = false,
    rows,
    slotProps = {},
    type,
    value,
    ...rootProps
  } = props;
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const inputLabelId = label ? `${id}-label` : undefined;
  // Function slot props (TextField's `(ownerState) => props`) are not used in this app.
  const inputLabelProps = (
    typeof slotProps.inputLabel === 'object' ? slotProps.inputLabel : {}
  ) as InputLabelProps;
  const inputProps = (
    typeof slotProps.input === 'object' ? slotProps.input : {}
  ) as Partial<OutlinedInputProps>;
  const htmlInputProps = typeof slotProps.htmlInput === 'object' ? slotProps.htmlInput : undefined;
  const helperTextProps = (
    typeof slotProps.formHelperText === 'object' ? slotProps.formHelperText : {}
  ) as FormHelperTextProps;
  return (
    <FormControl
      {...rootProps}
      className={className ? `MuiTextField-root ${className}` : 'MuiTextField-root'}
      disabled={disabled}
      error={error}
      fullWidth={fullWidth}
      required={required}
      color={color}
      variant="outlined"
    >
      {label != null && label !== '' && (
        <InputLabel htmlFor={id} id={inputLabelId} {...inputLabelProps}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        aria-describedby={helperTextId}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        defaultValue={defaultValue}
        fullWidth={fullWidth}
        multiline={multiline}
        name={name}
        rows={rows}
        maxRows={maxRows}
        minRows={minRows}
        type={type}
        value={value}
        id={id}
        inputRef={inputRef}
        onBlur={onBlur}
        onChange={onChange}
        onFocus={onFocus}
        placeholder={placeholder}
        inputProps={htmlInputProps}
        label={label}
        {...(inputLabelProps.shrink !== undefined && { notched: inputLabelProps.shrink })}
        {...inputProps}
      />
      {helperText && (
        <FormHelperText id={helperTextId} {...helperTextProps}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
