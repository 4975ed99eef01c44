import {
  CORRECTION_FIELDS,
  type CorrectionTopic,
  type DataRequestCreate,
  dataRequestCreateSchema,
  type User,
} from '@kopkar/domain';

/** Every input of the correction form; only the chosen topic's fields are sent. */
export type CorrectionFormValues = {
  topic: CorrectionTopic;
  name: string;
  birthDate: string;
  address: string;
  payrollAccountNo: string;
  payrollAccountName: string;
  note: string;
};
export type CorrectionFormField = Exclude<keyof CorrectionFormValues, 'topic'>;

export const CORRECTION_TOPIC_OPTIONS: { topic: CorrectionTopic; label: string }[] = [
  { topic: 'NAME', label: 'Nama' },
  { topic: 'BIRTH_DATE', label: 'Tanggal lahir' },
  { topic: 'ADDRESS', label: 'Alamat' },
  { topic: 'PAYROLL_ACCOUNT', label: 'Rekening payroll' },
];

/** The form starts from what the cooperative holds now, so the member edits rather than retypes. */
export function initialCorrectionValues(user: User | undefined): CorrectionFormValues {
  return {
    topic: 'NAME',
    name: user?.name ?? '',
    birthDate: user?.birthdate?.slice(0, 10) ?? '',
    address: user?.address ?? '',
    payrollAccountNo: user?.payroll ?? '',
    payrollAccountName: user?.name ?? '',
    note: '',
  };
}

/**
 * Checks the form with the API's own schema: the request to send, or the first message per field. Only the
 * chosen topic's fields take part.
 */
export function readCorrectionForm(
  values: CorrectionFormValues,
):
  | { ok: true; request: DataRequestCreate }
  | { ok: false; errors: Partial<Record<CorrectionFormField, string>> } {
  const picked = Object.fromEntries(CORRECTION_FIELDS[values.topic].map((field) => [field, values[field]]));
  const parsed = dataRequestCreateSchema.safeParse({ topic: values.topic, ...picked, note: values.note });
  if (parsed.success) return { ok: true, request: parsed.data };
  const errors: Partial<Record<CorrectionFormField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as CorrectionFormField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
