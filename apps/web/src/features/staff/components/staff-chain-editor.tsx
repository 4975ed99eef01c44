import { CHAIN_APPROVER_STEPS_MAX } from '@kopkar/domain';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Delete from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  addApprover,
  type ChainErrors,
  canAddApprover,
  canRemoveApprover,
  HC_JOB_TITLE,
  moveApprover,
  removeApprover,
} from '../lib/staff-chain-rules';

type StaffChainEditorProps = {
  titles: readonly string[];
  errors: ChainErrors | null;
  onChange: (titles: string[]) => void;
};

/** Step 1 fixed 'HC', then 1–3 approver job titles: add, remove and reorder with buttons (keyboard reachable). */
export function StaffChainEditor({ titles, errors, onChange }: StaffChainEditorProps) {
  return (
    <Stack component="ol" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      <Stack component="li" direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 700, minWidth: '1.5rem' }}>1.</Typography>
        <Typography>
          HC · {HC_JOB_TITLE}{' '}
          <Typography component="span" variant="body2" color="text.secondary">
            (tetap)
          </Typography>
        </Typography>
      </Stack>
      {titles.map((title, index) => {
        const step = index + 2;
        const error = errors?.steps[index];
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: steps are positions; moving one swaps its text.
          <Stack component="li" key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Typography sx={{ fontWeight: 700, minWidth: '1.5rem', pt: 1 }}>{step}.</Typography>
            <TextField
              label={`Jabatan langkah ${step}`}
              size="small"
              value={title}
              error={Boolean(error)}
              helperText={error}
              onChange={(event) =>
                onChange(titles.map((old, at) => (at === index ? event.target.value : old)))
              }
              sx={{ flex: 1, minWidth: 0 }}
            />
            <IconButton
              aria-label={`Naikkan langkah ${step}`}
              disabled={index === 0}
              onClick={() => onChange(moveApprover(titles, index, -1))}
            >
              <ArrowUpward fontSize="small" />
            </IconButton>
            <IconButton
              aria-label={`Turunkan langkah ${step}`}
              disabled={index === titles.length - 1}
              onClick={() => onChange(moveApprover(titles, index, 1))}
            >
              <ArrowDownward fontSize="small" />
            </IconButton>
            <IconButton
              aria-label={`Hapus langkah ${step}`}
              disabled={!canRemoveApprover(titles)}
              onClick={() => onChange(removeApprover(titles, index))}
            >
              <Delete fontSize="small" />
            </IconButton>
          </Stack>
        );
      })}
      <li>
        <Button
          variant="outlined"
          size="small"
          disabled={!canAddApprover(titles)}
          onClick={() => onChange(addApprover(titles))}
        >
          Tambah approver
        </Button>
        {!canAddApprover(titles) && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            Maksimal {CHAIN_APPROVER_STEPS_MAX} approver setelah HC.
          </Typography>
        )}
      </li>
      {errors?.chain && (
        <li>
          <Alert severity="error">{errors.chain}</Alert>
        </li>
      )}
    </Stack>
  );
}
