import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { InlineAlert } from '@/components/inline-alert';
import { DownloadButtons } from '@/components/staff/download-buttons';
import { FactList, SectionCard } from '@/components/staff/section-card';
import { getErrorMessage } from '@/lib/api-client';
import {
  downloadLedgerReport,
  type LedgerReportFormat,
  type LedgerReportName,
} from '../api/download-ledger-report';
import { LedgerSkeleton } from './ledger-query-state';

const FORMAT_LABELS: Record<LedgerReportFormat, string> = { pdf: 'PDF', xlsx: 'Excel' };

type StatementCardProps = {
  title: string;
  /** The date or range, in words (`Per 27-11-2026`). */
  caption: string;
  report: LedgerReportName;
  /** The query string of the JSON call, the same for its files. */
  query: Record<string, string>;
  state: { isLoading: boolean; error: unknown };
  /** The statement's few headline figures, undefined until they are read. */
  facts: readonly (readonly [string, ReactNode])[] | undefined;
  /** What chooses the statement (above its figures), e.g. the account of a buku besar. */
  controls?: ReactNode;
  /** The statement's lines, below its figures. */
  children?: ReactNode;
  /** False while there is nothing to download yet (no account chosen). */
  downloadable?: boolean;
};

/**
 * One SAK EP statement: its headline figures for the period and its PDF and Excel files. A download shows its
 * progress on its button and, when it fails, says so in the card.
 */
export function StatementCard(props: StatementCardProps) {
  const { title, caption, report, query, state, facts, controls, children, downloadable = true } = props;

  return (
    <SectionCard title={title}>
      {/* A gap, not margins: the facts' list sets its own margin. */}
      <Stack spacing={2} useFlexGap>
        <Typography variant="body2" color="text.secondary">
          {caption}
        </Typography>
        {controls}
        {state.isLoading && <LedgerSkeleton label={title} rows={2} />}
        {!state.isLoading && state.error != null && (
          <InlineAlert severity="error">{getErrorMessage(state.error)}</InlineAlert>
        )}
        {facts && <FactList facts={facts} />}
        {children}
        {downloadable && (
          <DownloadButtons
            labels={FORMAT_LABELS}
            subject={title}
            download={(format) => downloadLedgerReport(report, format, query)}
          />
        )}
      </Stack>
    </SectionCard>
  );
}
