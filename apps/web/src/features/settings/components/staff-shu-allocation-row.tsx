import { SHU_ALLOCATION_KEYS, SHU_ALLOCATION_LABELS, type ShuAllocation } from '@kopkar/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';
import { getErrorMessage } from '@/lib/api-client';
import { formResolver } from '@/lib/form-resolver';
import { enqueueSnackbar } from '@/lib/toast';
import { useUpdateSetting } from '../api/update-setting';
import type { SettingFormField } from '../lib/staff-settings-fields';
import {
  type ShuAllocationFormValues,
  shuAllocationFormSchema,
  toAllocationForm,
  typedHundredths,
} from '../lib/staff-shu-allocation-form';

const percentAdornment = { endAdornment: <InputAdornment position="end">%</InputAdornment> };

/** The SHU allocation (shu.allocation): seven parts of the year's result in %, their running total and one 'Simpan'. */
export function StaffShuAllocationRow({ field, stored }: { field: SettingFormField; stored: unknown }) {
  const headingId = useId();
  const update = useUpdateSetting();
  const { control, handleSubmit, reset, setError, formState } = useForm<
    ShuAllocationFormValues,
    unknown,
    ShuAllocation
  >({ resolver: formResolver(shuAllocationFormSchema), defaultValues: toAllocationForm(stored) });
  const total = typedHundredths(useWatch({ control }) as ShuAllocationFormValues) / 100;

  const save = handleSubmit((allocation) =>
    update.mutate(
      { key: field.key, value: allocation },
      {
        onSuccess: ({ setting, message }) => {
          reset(toAllocationForm(setting.value));
          enqueueSnackbar(`${message}: ${field.label}`, { variant: 'success' });
        },
        onError: (failure) =>
          setError('root', { message: getErrorMessage(failure).replace(`${field.key}: `, '') }),
      },
    ),
  );

  return (
    <Box component="form" noValidate onSubmit={save} aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {field.label}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {field.helper}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        {SHU_ALLOCATION_KEYS.map((key) => (
          <FormTextField
            key={key}
            control={control}
            name={key}
            label={SHU_ALLOCATION_LABELS[key]}
            size="small"
            slotProps={{ htmlInput: { inputMode: 'decimal' }, input: percentAdornment }}
          />
        ))}
      </Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ mt: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Box role="status">
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            Jumlah {String(total).replace('.', ',')}%
          </Typography>
          {formState.errors.root?.message && (
            <Typography variant="body2" color="error">
              {formState.errors.root.message}
            </Typography>
          )}
        </Box>
        <Button
          type="submit"
          variant={formState.isDirty ? 'contained' : 'outlined'}
          disabled={update.isPending}
          aria-label={`Simpan ${field.label}`}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-end', sm: 'center' } }}
        >
          Simpan
        </Button>
      </Stack>
    </Box>
  );
}
