import { REPAYMENT_CHANNEL_LABELS, REPAYMENT_CHANNELS, type RepaymentChannel } from '@kopkar/domain';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { SectionCard } from '@/components/staff/section-card';
import { getErrorMessage } from '@/lib/api-client';
import { enqueueSnackbar } from '@/lib/toast';
import { useSetRepaymentChannel } from '../api/set-repayment-channel';

type Props = { memberId: number; channel: RepaymentChannel; canChange: boolean };

/**
 * How the member pays instalments: by salary deduction or by transfer. Members paying by transfer get
 * a reminder 3 days before each due date. ADMIN changes it at once; other roles read it.
 */
export function StaffMemberRepayment({ memberId, channel, canChange }: Props) {
  const save = useSetRepaymentChannel(memberId);
  const choose = (value: RepaymentChannel) =>
    save.mutate(value, {
      onSuccess: (reply) => enqueueSnackbar(reply.message, { variant: 'success' }),
      onError: (error) => enqueueSnackbar(getErrorMessage(error), { variant: 'error' }),
    });
  const shown = save.isPending && save.variables ? save.variables : channel;
  return (
    <SectionCard title="Cara bayar angsuran">
      <RadioGroup
        aria-label="Cara bayar angsuran"
        row
        value={shown}
        onChange={(event) => choose(event.target.value as RepaymentChannel)}
      >
        {REPAYMENT_CHANNELS.map((value) => (
          <FormControlLabel
            key={value}
            value={value}
            control={<Radio />}
            label={REPAYMENT_CHANNEL_LABELS[value]}
            disabled={!canChange || save.isPending}
          />
        ))}
      </RadioGroup>
      <Typography variant="body2" color="text.secondary">
        Anggota yang membayar lewat transfer menerima pengingat 3 hari sebelum angsuran jatuh tempo.
      </Typography>
    </SectionCard>
  );
}
