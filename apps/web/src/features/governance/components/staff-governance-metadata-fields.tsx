import {
  GOVERNANCE_DOCUMENT_KINDS,
  GOVERNANCE_KIND_LABELS,
  GOVERNANCE_TITLE_MAX,
  GOVERNANCE_YEAR_MAX,
  GOVERNANCE_YEAR_MIN,
  type GovernanceDocumentKind,
  isYearRequiredFor,
} from '@kopkar/domain';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

/** The form's text values (the year stays a string while typed; empty means none). */
export type GovernanceMetadataDraft = {
  kind: GovernanceDocumentKind;
  title: string;
  year: string;
  publishedOn: string;
};

/** The metadata as the API wants it: the year as a number, or null when left empty. */
export const toMetadata = (draft: GovernanceMetadataDraft) => ({
  kind: draft.kind,
  title: draft.title,
  year: draft.year.trim() === '' ? null : Number(draft.year),
  publishedOn: draft.publishedOn,
});

type GovernanceMetadataFieldsProps = {
  draft: GovernanceMetadataDraft;
  onChange: (draft: GovernanceMetadataDraft) => void;
  errors: Record<string, string>;
  disabled?: boolean;
};

/** Kind, title, year and published date of a governance document (upload form and edit dialog). */
export function GovernanceMetadataFields({
  draft,
  onChange,
  errors,
  disabled,
}: GovernanceMetadataFieldsProps) {
  const set = (name: keyof GovernanceMetadataDraft, value: string) => onChange({ ...draft, [name]: value });
  const yearRequired = isYearRequiredFor(draft.kind);
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label="Jenis dokumen"
          value={draft.kind}
          onChange={(event) => set('kind', event.target.value)}
          error={Boolean(errors.kind)}
          helperText={errors.kind}
          disabled={disabled}
          required
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: { sm: 240 } }}
        >
          {GOVERNANCE_DOCUMENT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {GOVERNANCE_KIND_LABELS[kind]}
            </option>
          ))}
        </TextField>
        <TextField
          label="Tahun buku"
          type="number"
          value={draft.year}
          onChange={(event) => set('year', event.target.value)}
          error={Boolean(errors.year)}
          helperText={
            errors.year ?? (yearRequired ? 'Wajib untuk laporan dan notulen RAT.' : 'Boleh dikosongkan.')
          }
          disabled={disabled}
          required={yearRequired}
          slotProps={{
            htmlInput: { min: GOVERNANCE_YEAR_MIN, max: GOVERNANCE_YEAR_MAX, inputMode: 'numeric' },
          }}
        />
        <TextField
          label="Tanggal terbit"
          type="date"
          value={draft.publishedOn}
          onChange={(event) => set('publishedOn', event.target.value)}
          error={Boolean(errors.publishedOn)}
          helperText={errors.publishedOn}
          disabled={disabled}
          required
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <TextField
        label="Judul"
        value={draft.title}
        onChange={(event) => set('title', event.target.value)}
        error={Boolean(errors.title)}
        helperText={errors.title ?? 'Contoh: Laporan Pertanggungjawaban Pengurus Tahun Buku 2025'}
        disabled={disabled}
        required
        slotProps={{ htmlInput: { maxLength: GOVERNANCE_TITLE_MAX } }}
      />
    </>
  );
}
