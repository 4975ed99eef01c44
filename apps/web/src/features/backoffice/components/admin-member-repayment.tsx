import {
  REPAYMENT_CHANNEL_LABELS,
  REPAYMENT_CHANNELS,
  type RepaymentChannel,
  repaymentChannelReplySchema,
} from '@kopkar/domain';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getErrorMessage } from '@/lib/api-client';
import { enqueueSnackbar } from '@/lib/toast';
import { staffApi } from '../lib/staff-api';
import { SectionCard } from './section-card';

type Props = { memberId: number; channel: RepaymentChannel; canChange: boolean };

/**
 * How the member pays instalments (issue 17): by salary deduction or by transfer. Members paying by transfer get
 * a reminder 3 days before each due date. ADMIN changes it at once; other roles read it.
 */
export function AdminMemberRepayment({ memberId, channel, canChange }: Props) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: async (repaymentChannel: RepaymentChannel) => {
      const reply = await staffApi.request<unknown>(`/admin/members/${memberId}/repayment-channel`, {
        method: 'PUT',
        body: { repaymentChannel },
      });
      return { message: reply.message, data: repaymentChannelReplySchema.parse(reply.data) };
    },
    onSuccess: (reply) => enqueueSnackbar(reply.message, { variant: 'success' }),
    onError: (error) => enqueueSnackbar(getErrorMessage(error), { variant: 'error' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff', 'admin-member', memberId] }),
  });
  const shown = save.isPending && save.variables ? save.variables : channel;
  return (
    <SectionCard title="Cara bayar angsuran">
      <RadioGroup
        aria-label="Cara bayar angsuran"
        row
        value={shown}
        onChange={(event) => save.mutate(event.target.value as RepaymentChannel)}
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
