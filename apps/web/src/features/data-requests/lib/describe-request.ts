import { CORRECTION_FIELD_LABELS, type CorrectionField, type DataRequest, formatDate } from '@kopkar/domain';

const isCorrectionField = (field: string): field is CorrectionField => field in CORRECTION_FIELD_LABELS;

/** One field's value as people read it: dates DD-MM-YYYY, an empty value a dash. */
export function formatFieldValue(field: string, value: string | null | undefined): string {
  if (!value) return '–';
  return field === 'birthDate' ? formatDate(value) : value;
}

/** The proposed values as label/value pairs, in the order of the request. */
export function listProposedValues(proposed: DataRequest['proposed']): [string, string][] {
  return Object.entries(proposed).map(([field, value]) => [
    isCorrectionField(field) ? CORRECTION_FIELD_LABELS[field] : field,
    formatFieldValue(field, value),
  ]);
}
