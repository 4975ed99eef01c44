import { JOURNAL_STATUS_LABELS, JOURNAL_STATUSES } from '@kopkar/domain';
import TextField from '@mui/material/TextField';
import { type Control, Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '@/components/form-text-field';
import { formResolver } from '@/lib/form-resolver';
import { JOURNAL_SOURCE_LABELS } from '../lib/ledger-labels';
import { AutoApplyForm } from './auto-apply-form';

const filterSchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Pilih bulan'),
  source: z.string(),
  status: z.string(),
});
export type JournalFilter = z.infer<typeof filterSchema>;

const fieldSx = { flex: '1 1 11rem', minWidth: 0 } as const;
const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** A filter's select: the browser's own list (a phone's picker), the first option "all". */
function FilterSelect({
  control,
  name,
  label,
  options,
}: {
  control: Control<JournalFilter>;
  name: 'source' | 'status';
  label: string;
  options: readonly (readonly [string, string])[];
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          select
          label={label}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          slotProps={nativeSelect}
          sx={fieldSx}
        >
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </TextField>
      )}
    />
  );
}

/**
 * The month whose entries to list, and optionally one source and one status; applied as they change (a
 * half-typed month waits). `filter` set from outside (after a save) shows here too.
 */
export function JournalFilters({
  filter,
  onChange,
}: {
  filter: JournalFilter;
  onChange: (filter: JournalFilter) => void;
}) {
  const { control, handleSubmit } = useForm({
    resolver: formResolver(filterSchema),
    values: filter,
    mode: 'onChange',
  });
  const apply = () => void handleSubmit(onChange)();
  return (
    <AutoApplyForm label="Filter jurnal" role="search" onApply={apply}>
      <FormTextField
        control={control}
        name="month"
        type="month"
        label="Bulan"
        slotProps={{ inputLabel: { shrink: true } }}
        sx={fieldSx}
      />
      <FilterSelect
        control={control}
        name="source"
        label="Sumber"
        options={[['', 'Semua sumber'], ...Object.entries(JOURNAL_SOURCE_LABELS)]}
      />
      <FilterSelect
        control={control}
        name="status"
        label="Status"
        options={[
          ['', 'Semua status'],
          ...JOURNAL_STATUSES.map((s) => [s, JOURNAL_STATUS_LABELS[s]] as const),
        ]}
      />
    </AutoApplyForm>
  );
}
