import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import type { DecisionDraft, DecisionErrors } from '../lib/decision-rules';

type HcReviewFieldsProps = {
  draft: DecisionDraft;
  errors: DecisionErrors;
  onChange: (patch: Partial<DecisionDraft>) => void;
};

/** HC's step 1: checklist (HC_Checklist), recommendation YES/NO and a note. */
export function HcReviewFields({ draft, errors, onChange }: HcReviewFieldsProps) {
  return (
    <>
      <FormControl error={Boolean(errors.checklist)}>
        <FormControlLabel
          control={
            <Checkbox
              checked={draft.checklist}
              onChange={(event) => onChange({ checklist: event.target.checked })}
            />
          }
          label="Checklist HC: data dan dokumen anggota sudah diperiksa"
        />
        {errors.checklist && <FormHelperText>{errors.checklist}</FormHelperText>}
      </FormControl>
      <FormControl error={Boolean(errors.recommendation)}>
        <FormLabel id="hc-recommendation-label">Rekomendasi HC</FormLabel>
        <RadioGroup
          row
          aria-labelledby="hc-recommendation-label"
          value={draft.recommendation}
          onChange={(event) => onChange({ recommendation: event.target.value as 'YES' | 'NO' })}
        >
          <FormControlLabel value="YES" control={<Radio />} label="Ya, direkomendasikan" />
          <FormControlLabel value="NO" control={<Radio />} label="Tidak direkomendasikan" />
        </RadioGroup>
        {errors.recommendation && <FormHelperText>{errors.recommendation}</FormHelperText>}
      </FormControl>
      <TextField
        label="Catatan HC"
        required
        multiline
        minRows={2}
        value={draft.hcNote}
        onChange={(event) => onChange({ hcNote: event.target.value })}
        error={Boolean(errors.hcNote)}
        helperText={errors.hcNote}
      />
    </>
  );
}
