import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
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
  const [downloading, setDownloading] = useState<LedgerReportFormat | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  async function download(format: LedgerReportFormat) {
    setDownloading(format);
    setDownloadError(null);
    try {
      await downloadLedgerReport(report, format, query);
    } catch (error) {
      setDownloadError(`${FORMAT_LABELS[format]} ${title} gagal diunduh. ${getErrorMessage(error)}`);
    } finally {
      setDownloading(null);
    }
  }

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
          <Alert severity="error">{getErrorMessage(state.error)}</Alert>
        )}
        {facts && <FactList facts={facts} />}
        {children}
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', display: downloadable ? undefined : 'none' }}
        >
          {(['pdf', 'xlsx'] as const).map((format) => (
            <Button
              key={format}
              variant="outlined"
              loading={downloading === format}
              disabled={downloading !== null}
              onClick={() => void download(format)}
              // The visible words first (WCAG 2.5.3), then which statement: four cards have the same buttons.
              aria-label={`Unduh ${FORMAT_LABELS[format]} ${title}`}
            >
              {`Unduh ${FORMAT_LABELS[format]}`}
            </Button>
          ))}
        </Stack>
        {downloadError && <Alert severity="error">{downloadError}</Alert>}
      </Stack>
    </SectionCard>
  );
}
