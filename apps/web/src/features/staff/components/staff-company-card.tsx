import type { CompanyWithChain } from '@kopkar/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SectionCard } from '@/components/staff/section-card';
import { getErrorMessage } from '@/lib/api-client';
import { enqueueSnackbar } from '@/lib/toast';
import { useReplaceChain } from '../api/replace-company-chain';
import {
  buildChainRequest,
  type ChainErrors,
  checkApprovers,
  HC_JOB_TITLE,
  hasChainErrors,
  readApproverTitles,
} from '../lib/staff-chain-rules';
import { StaffChainEditor } from './staff-chain-editor';

/** One company: its chain read-only, or the chain editor with save (confirmed) and the server's refusal. */
export function StaffCompanyCard({ company }: { company: CompanyWithChain }) {
  const [draft, setDraft] = useState<string[] | null>(null);
  const [errors, setErrors] = useState<ChainErrors | null>(null);
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const replace = useReplaceChain();
  const steps = [...company.chain].sort((a, b) => a.stepNo - b.stepNo);
  const hcTitle = steps.find((step) => step.role === 'HC')?.jobTitle ?? HC_JOB_TITLE;

  const startEdit = () => {
    replace.reset();
    setErrors(null);
    setDraft(readApproverTitles(company.chain));
  };
  const askSave = () => {
    if (!draft) return;
    const found = checkApprovers(draft);
    setErrors(found);
    if (!hasChainErrors(found)) setConfirmOpen(true);
  };
  const save = async () => {
    if (!draft) return;
    await replace.mutateAsync(
      { id: company.id, request: buildChainRequest(draft, hcTitle) },
      {
        onSuccess: (message) => {
          enqueueSnackbar(message, { variant: 'success' });
          setDraft(null);
        },
        onError: (error) => enqueueSnackbar(getErrorMessage(error), { variant: 'error' }),
        onSettled: () => setConfirmOpen(false),
      },
    );
  };

  return (
    <SectionCard title={`${company.code} · ${company.name}`}>
      {draft === null ? (
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <ol style={{ margin: 0, paddingLeft: '1.4rem' }} aria-label={`Rantai persetujuan ${company.code}`}>
            {steps.map((step) => (
              <li key={step.stepNo}>
                <Typography variant="body2">
                  {step.role === 'HC' ? 'HC' : 'Approver'} · <strong>{step.jobTitle}</strong>
                </Typography>
              </li>
            ))}
          </ol>
          {steps.length === 0 && (
            <Typography color="text.secondary">Belum ada rantai persetujuan.</Typography>
          )}
          <Button
            variant="outlined"
            size="small"
            onClick={startEdit}
            aria-label={`Ubah rantai ${company.code}`}
          >
            Ubah rantai
          </Button>
        </Stack>
      ) : (
        <Stack spacing={2}>
          <StaffChainEditor titles={draft} errors={errors} onChange={setDraft} />
          <div aria-live="polite">
            {replace.error ? <Alert severity="error">{getErrorMessage(replace.error)}</Alert> : null}
          </div>
          <Typography variant="body2" color="text.secondary">
            Perubahan berlaku untuk pengajuan baru saja.
          </Typography>
          <Stack direction="row" spacing={1.5}>
            <Button onClick={() => setDraft(null)}>Batal</Button>
            <Button variant="contained" onClick={askSave} disabled={replace.isPending}>
              Simpan rantai
            </Button>
          </Stack>
        </Stack>
      )}
      <ConfirmDialog
        open={isConfirmOpen}
        title="Simpan rantai persetujuan"
        message={`Rantai ${company.code} menjadi: ${
          draft
            ? buildChainRequest(draft, hcTitle)
                .steps.map((step) => step.jobTitle)
                .join(' → ')
            : ''
        }. Berlaku untuk pengajuan baru.`}
        confirmLabel="Simpan"
        onCancel={() => setConfirmOpen(false)}
        onConfirm={save}
      />
    </SectionCard>
  );
}
