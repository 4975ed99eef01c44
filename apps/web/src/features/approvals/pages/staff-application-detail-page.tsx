import type { ApplicationDetail } from '@kopkar/domain';
import { type DecisionRequest, DOCUMENT_LABELS, formatRate } from '@kopkar/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate, useParams } from 'react-router';
import { MoneyText } from '@/components/money-text';
import { PageSkeleton } from '@/components/page-skeleton';
import { usePageTitle } from '@/components/page-title';
import { RouterLink } from '@/components/router-link';
import { DocumentViewer } from '@/components/staff/document-viewer';
import { FactList, SectionCard } from '@/components/staff/section-card';
import { StatusChip } from '@/components/status-chip';
import { paths } from '@/config/paths';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { formatJakartaDate } from '@/lib/format-jakarta-date';
import { enqueueSnackbar } from '@/lib/toast';
import { useDecideApplication } from '../api/decide-application';
import { useApplicationDetail } from '../api/get-application-detail';
import { DecisionHistory } from '../components/decision-history';
import { DecisionPanel } from '../components/decision-panel';
import { OtherLoansTable } from '../components/other-loans-table';
import { ScheduleTable } from '../components/schedule-table';

const CONFLICT = 409;

function MemberSection({ detail }: { detail: ApplicationDetail }) {
  const { member } = detail;
  return (
    <SectionCard title="Anggota">
      <FactList
        facts={[
          ['Nama', member.name],
          ['NIK', member.NIK],
          ['E-mail', member.email ?? '–'],
          ['No. HP', member.mobilephoneno ?? '–'],
          ['Tanggal bergabung', member.joindate ? formatJakartaDate(member.joindate) : '–'],
          ['Saldo iuran wajib', <MoneyText key="saldo" amount={member.saldoiuranwajib} />],
          ['Maksimal pinjaman', <MoneyText key="max" amount={member.saldomaxpinjaman} />],
        ]}
      />
    </SectionCard>
  );
}

function TermsSection({ detail }: { detail: ApplicationDetail }) {
  const { application: a } = detail;
  return (
    <SectionCard title="Pengajuan">
      <Stack spacing={2}>
        <FactList
          facts={[
            ['Status', <StatusChip key="status" status={a.Status} />],
            ['Jenis', a.JenisPengajuan === 'NST' ? 'Penawaran (NST)' : 'Baru'],
            ['Tujuan', a.FinancePurpose],
            ['Jumlah', <MoneyText key="amount" amount={a.LoanAmount} />],
            ['Tenor', `${a.Tenor} bulan`],
            ['Bunga efektif', `${formatRate(a.EffectiveRate)} per tahun`],
            ['Angsuran', <MoneyText key="instalment" amount={a.InstallmentAmount} />],
            ['Tanggal pengajuan', formatJakartaDate(a.SubmitDate)],
          ]}
        />
        <Typography variant="h3" sx={{ fontSize: '1rem' }}>
          Jadwal angsuran
        </Typography>
        <ScheduleTable rows={detail.schedule} />
      </Stack>
    </SectionCard>
  );
}

/** /admin/applications/:id — the whole application on one screen and, on the staff member's step, the decision. */
export function StaffApplicationDetailPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const query = useApplicationDetail(id);
  const decide = useDecideApplication(id);
  const detail = query.data;
  usePageTitle(`${detail?.application.ApprovalNo ?? 'Pengajuan'} · Back Office`);

  if (query.isLoading) return <PageSkeleton />;
  if (!detail) return <Alert severity="error">{getErrorMessage(query.error)}</Alert>;

  const currentRole = detail.chain.find((step) => step.step === detail.currentStep)?.role;
  const onDecide = (request: DecisionRequest) =>
    decide.mutateAsync(request, {
      onSuccess: (message) => {
        enqueueSnackbar(message, { variant: 'success' });
        navigate(paths.staff.approvals.getHref());
      },
      onError: (error) => {
        enqueueSnackbar(getErrorMessage(error), { variant: 'error' });
        if (error instanceof ApiError && error.code === CONFLICT) void query.refetch();
      },
    });

  return (
    <Stack spacing={2.5}>
      <Link component={RouterLink} to={paths.staff.approvals.getHref()}>
        ← Antrean Persetujuan
      </Link>
      <Box>
        <Typography variant="h1">Pengajuan {detail.application.ApprovalNo}</Typography>
        <Typography color="text.secondary">
          {detail.member.name} · NIK {detail.member.NIK}
        </Typography>
      </Box>
      {detail.canDecide && (
        <SectionCard title="Keputusan">
          <DecisionPanel
            mode={currentRole === 'HC' ? 'hc' : 'approver'}
            approvalNo={detail.application.ApprovalNo}
            requested={detail.application}
            effectiveRate={detail.application.EffectiveRate}
            isPending={decide.isPending}
            onDecide={onDecide}
          />
        </SectionCard>
      )}
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <MemberSection detail={detail} />
        <SectionCard title="Riwayat keputusan">
          <DecisionHistory detail={detail} />
        </SectionCard>
      </Box>
      <TermsSection detail={detail} />
      <SectionCard title="Dokumen">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          Setiap dokumen yang Anda buka dicatat dan dapat dilihat oleh anggota.
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          <DocumentViewer opensOnRequest label="Selfie dengan KTP" url={detail.documents.selfie} />
          <DocumentViewer opensOnRequest label={DOCUMENT_LABELS.form} url={detail.documents.form} />
          <DocumentViewer
            opensOnRequest
            label={DOCUMENT_LABELS.supporting}
            url={detail.documents.supporting}
          />
        </Box>
      </SectionCard>
      <SectionCard title="Pinjaman lain">
        <OtherLoansTable loans={detail.otherLoans} />
      </SectionCard>
    </Stack>
  );
}
