import { formatDuration, type OutboxStatus } from '@kopkar/domain';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FactList } from '@/components/staff/section-card';
import { LANE_NAMES, viewLanes } from '../lib/outbox-lanes';
import { OutboxFailuresTable } from './staff-outbox-failures-table';
import { OutboxLaneCards } from './staff-outbox-lane-cards';

type OutboxQueueSectionProps = {
  title: string;
  queue: OutboxStatus['mail'] | OutboxStatus['reminders'];
  laneHeader: string;
  titleHeader: string;
};

const count = (value: number) => value.toLocaleString('id-ID');

/** One queue (mail or reminders): its lanes as cards, the oldest waiting age, what went and what failed. */
export function OutboxQueueSection({ title, queue, laneHeader, titleHeader }: OutboxQueueSectionProps) {
  const id = useId();
  const { oldest } = queue;
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        {title}
      </Typography>
      <Stack spacing={2}>
        <Typography sx={{ fontWeight: 600 }}>
          Antrean tertua:{' '}
          {oldest ? `${formatDuration(oldest.ageSeconds)} (${LANE_NAMES[oldest.lane].label})` : 'tidak ada'}
        </Typography>
        <OutboxLaneCards lanes={viewLanes(queue)} />
        <Paper variant="outlined" sx={{ p: 2 }}>
          <FactList
            facts={[
              ['Terkirim 1 jam terakhir', count(queue.sentLastHour)],
              ['Terkirim 24 jam terakhir', count(queue.sentLast24Hours)],
              ['Gagal 24 jam terakhir', count(queue.failedLast24Hours)],
            ]}
          />
        </Paper>
        <Typography component="h3" sx={{ fontWeight: 700 }}>
          Kegagalan terakhir
        </Typography>
        <OutboxFailuresTable
          label={`Kegagalan terakhir: ${title}`}
          laneHeader={laneHeader}
          titleHeader={titleHeader}
          failures={queue.recentFailures}
        />
      </Stack>
    </Box>
  );
}
