import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { getErrorMessage } from '@/lib/api-client';
import { enqueueSnackbar } from '@/lib/toast';
import { useUpdateSetting } from '../api/update-setting';
import { formatSettingInput, parseSettingInput, type SettingField } from '../lib/staff-settings-fields';

const INPUT_MODES = { number: 'decimal', percent: 'decimal', integer: 'numeric', money: 'numeric' } as const;

/**
 * One setting: a typed input (a select for a 'choice') and its own 'Simpan'; the server's rule message shows under
 * the field.
 */
export function StaffSettingRow({ field, stored }: { field: SettingField; stored: unknown }) {
  const [text, setText] = useState(() => formatSettingInput(field.kind, stored));
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateSetting();
  const isDirty = text !== formatSettingInput(field.kind, stored);

  const save = () => {
    const parsed = parseSettingInput(field.kind, text);
    if ('error' in parsed) return setError(parsed.error);
    setError(null);
    update.mutate(
      { key: field.key, value: parsed.value },
      {
        onSuccess: ({ setting, message }) => {
          setText(formatSettingInput(field.kind, setting.value));
          enqueueSnackbar(`${message}: ${field.label}`, { variant: 'success' });
        },
        onError: (failure) => setError(getErrorMessage(failure).replace(`${field.key}: `, '')),
      },
    );
  };

  const inputMode = INPUT_MODES[field.kind as keyof typeof INPUT_MODES];
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
      {field.kind === 'choice' ? (
        <TextField
          select
          label={field.label}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={error !== null}
          helperText={error ?? field.helper}
          size="small"
          fullWidth
          slotProps={{ select: { native: true }, htmlInput: { 'data-setting-key': field.key } }}
        >
          {text === '' && (
            <option value="" disabled>
              Pilih…
            </option>
          )}
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </TextField>
      ) : (
        <TextField
          label={field.label}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={error !== null}
          helperText={
            error ?? (field.preview ? `${field.preview(text)}. ${field.helper ?? ''}` : field.helper)
          }
          multiline={field.kind === 'grades'}
          minRows={field.kind === 'grades' ? 3 : undefined}
          type={field.kind === 'url' ? 'url' : 'text'}
          size="small"
          fullWidth
          slotProps={{
            htmlInput: { inputMode, 'data-setting-key': field.key },
            input: {
              endAdornment:
                field.kind === 'percent' ? (
                  <InputAdornment position="end">%</InputAdornment>
                ) : field.kind === 'colour' && /^#[0-9A-Fa-f]{6}$/.test(text) ? (
                  <InputAdornment position="end">
                    <Box
                      component="input"
                      type="color"
                      value={text}
                      onChange={(event) => setText(event.target.value.toUpperCase())}
                      aria-label={`Pilih ${field.label}`}
                      sx={{
                        width: 32,
                        height: 28,
                        p: 0,
                        border: 0,
                        bgcolor: 'transparent',
                        cursor: 'pointer',
                      }}
                    />
                  </InputAdornment>
                ) : undefined,
            },
          }}
        />
      )}
      <Button
        variant={isDirty ? 'contained' : 'outlined'}
        onClick={save}
        disabled={update.isPending}
        aria-label={`Simpan ${field.label}`}
        sx={{ flexShrink: 0, alignSelf: { xs: 'flex-end', sm: 'flex-start' } }}
      >
        Simpan
      </Button>
    </Stack>
  );
}
