import { INQUIRY_IN_APPROVAL } from '@kopkar/domain';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { RouterLink } from '@/components/router-link';
import { useMessageDialog } from '@/components/use-message-dialog';
import { paths } from '@/config/paths';

type NoLoanPanelProps = {
  inquiryStatus: string | undefined;
  title?: string;
  description?: string;
  /** h3 when the panel sits inside another titled section (the history's empty state). */
  headingLevel?: 'h2' | 'h3';
};

/**
 * The 'Ajukan pinjaman' panel: links to /application-form, or explains with an info modal while an
 * application is under approval (docs/product/screens.md Home).
 */
export function NoLoanPanel({
  inquiryStatus,
  title = 'Butuh dana?',
  description = 'Ajukan pinjaman koperasi dengan potongan gaji setiap bulan.',
  headingLevel = 'h2',
}: NoLoanPanelProps) {
  const info = useMessageDialog();
  const titleId = useId();
  const isInApproval = inquiryStatus === INQUIRY_IN_APPROVAL;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={titleId} variant="h2" component={headingLevel} gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {description}
      </Typography>
      {isInApproval ? (
        <Button
          variant="contained"
          onClick={() => info.show({ title: 'Info', message: 'Pengajuan anda sedang dalam approval' })}
        >
          Ajukan pinjaman
        </Button>
      ) : (
        <Button variant="contained" component={RouterLink} to={paths.applicationForm.getHref()}>
          Ajukan pinjaman
        </Button>
      )}
      {info.dialog}
    </Paper>
  );
}
