import { formatDate, formatRupiah } from '@kopkar/domain';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { PageSkeleton } from '@/components/page-skeleton';
import { usePageTitle } from '@/components/page-title';
import { RouterLink } from '@/components/router-link';
import { FactList, SectionCard } from '@/components/staff/section-card';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { formatJakartaDate } from '@/lib/format-jakarta-date';
import { useStaffSession } from '@/lib/session';
import { getMemberQueryOptions, useMember } from '../api/get-member';
import { StaffMemberActions } from '../components/staff-member-actions';
import { MemberApplicationsTable, MemberSettlementsTable } from '../components/staff-member-loans';
import { StaffMemberRepayment } from '../components/staff-member-repayment';
import { MemberStatusChip } from '../components/staff-member-status';

const orDash = (value: string | null | undefined) => (value ? value : '–');
const GENDERS: Record<string, string> = { L: 'Laki-laki', P: 'Perempuan' };

/** A section another feature adds to the page (the member's points): `onAdjusted` refreshes the facts above. */
export type MemberSectionProps = { memberId: number; canAdjust: boolean; onAdjusted: () => Promise<unknown> };

type StaffMemberDetailPageProps = {
  /** The points section of features/points, joined to the page in app/staff-routes.tsx. */
  PointsSection: ComponentType<MemberSectionProps>;
};

/** /admin/members/:id — profile, balances, loans, settlements; ADMIN also deactivates or resets the password. */
export function StaffMemberDetailPage({ PointsSection }: StaffMemberDetailPageProps) {
  usePageTitle('Detail Anggota · Back Office');
  const id = Number(useParams().id);
  const isAdmin = useStaffSession()?.staff.role === 'ADMIN';
  const member = useMember(id);
  const queryClient = useQueryClient();
  const refreshMember = () => queryClient.invalidateQueries({ queryKey: getMemberQueryOptions(id).queryKey });
  const data = member.data;

  return (
    <Stack spacing={2.5}>
      <Link component={RouterLink} to={paths.staff.members.getHref()}>
        ← Anggota
      </Link>
      <Typography variant="h1">{data ? data.name : 'Detail Anggota'}</Typography>
      {member.isLoading && <PageSkeleton />}
      {member.error && <Alert severity="error">{getErrorMessage(member.error)}</Alert>}
      {data && (
        <>
          <SectionCard title="Profil">
            <FactList
              facts={[
                ['NIK', data.nik],
                ['Status', <MemberStatusChip key="status" isActive={data.isActive} />],
                ...(data.resignedAt ? [['Tanggal keluar', formatJakartaDate(data.resignedAt)] as const] : []),
                ['Perusahaan', data.companyName ? `${data.companyCode} · ${data.companyName}` : '–'],
                ['No. karyawan', orDash(data.employeeId)],
                ['Golongan', orDash(data.jobGrade)],
                ['E-mail', orDash(data.email)],
                ['No. HP', orDash(data.mobilePhone)],
                ['Tanggal lahir', data.birthDate ? formatDate(data.birthDate) : '–'],
                ['Jenis kelamin', data.gender ? (GENDERS[data.gender] ?? data.gender) : '–'],
                ['Alamat', orDash(data.address)],
                [
                  'Rekening payroll',
                  data.payrollAccountNo
                    ? `${data.payrollAccountNo} a.n. ${orDash(data.payrollAccountName)}`
                    : '–',
                ],
                ['Tanggal masuk', data.joinDate ? formatDate(data.joinDate) : '–'],
              ]}
            />
          </SectionCard>
          <SectionCard title="Saldo dan plafon">
            <FactList
              facts={[
                ['Saldo iuran wajib', formatRupiah(data.contributionBalance)],
                ['Plafon pinjaman', formatRupiah(data.maxLoan)],
                ['Poin', data.points.toLocaleString('id-ID')],
              ]}
            />
          </SectionCard>
          <StaffMemberRepayment
            memberId={data.id}
            channel={data.repaymentChannel}
            canChange={isAdmin && data.isActive}
          />
          <PointsSection memberId={data.id} canAdjust={isAdmin && data.isActive} onAdjusted={refreshMember} />
          <SectionCard title="Pinjaman dan pengajuan">
            <MemberApplicationsTable rows={data.applications} />
          </SectionCard>
          <SectionCard title="Pelunasan">
            <MemberSettlementsTable rows={data.settlements} />
          </SectionCard>
          {isAdmin && <StaffMemberActions member={data} />}
        </>
      )}
    </Stack>
  );
}
