import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { usePageTitle } from '@/components/page-title';
import { RouterLink } from '@/components/router-link';
import { StaffDataTable } from '@/components/staff/staff-data-table';
import { StaffListSection } from '@/components/staff/staff-list-section';
import { StaffSearchForm } from '@/components/staff/staff-search-form';
import { paths } from '@/config/paths';
import { type MemberListFilter, useMembers } from '../api/get-members';
import { MemberStatusChip } from '../components/staff-member-status';

const PAGE_SIZE = 20;

/** /admin/members: members searched by NIK, name or company, with their status; a name opens the detail. */
export function StaffMembersPage() {
  usePageTitle('Anggota · Back Office');
  const [filter, setFilter] = useState<MemberListFilter>({
    q: '',
    status: 'all',
    page: 1,
    pageSize: PAGE_SIZE,
  });
  const members = useMembers(filter);

  return (
    <>
      <Typography variant="h1" gutterBottom>
        Anggota
      </Typography>
      <StaffSearchForm
        label="Cari anggota"
        searchLabel="Cari NIK, nama atau perusahaan"
        onSearch={(q) => setFilter((current) => ({ ...current, q, page: 1 }))}
      >
        <TextField
          select
          label="Status"
          size="small"
          value={filter.status}
          onChange={(event) =>
            setFilter((current) => ({
              ...current,
              status: event.target.value as MemberListFilter['status'],
              page: 1,
            }))
          }
          sx={{ minWidth: 150 }}
        >
          <MenuItem value="all">Semua</MenuItem>
          <MenuItem value="active">Aktif</MenuItem>
          <MenuItem value="resigned">Keluar (resign)</MenuItem>
        </TextField>
      </StaffSearchForm>
      <StaffListSection
        list={members}
        emptyText={filter.q ? `Tidak ada anggota yang cocok dengan "${filter.q}"` : 'Belum ada anggota'}
        emptyHint={
          filter.q
            ? 'Periksa ejaan, cari dengan NIK, atau ubah filter status.'
            : 'Tambahkan anggota melalui Impor HR.'
        }
        onPage={(page) => setFilter((current) => ({ ...current, page }))}
      >
        <StaffDataTable
          label="Daftar anggota"
          items={members.data?.items ?? []}
          columns={[
            { header: 'NIK', cell: (member) => member.nik, sx: { fontVariantNumeric: 'tabular-nums' } },
            {
              header: 'Nama',
              cell: (member) => (
                <Link
                  component={RouterLink}
                  to={paths.staff.member.getHref(member.id)}
                  sx={{ fontWeight: 600 }}
                >
                  {member.name}
                </Link>
              ),
            },
            {
              header: 'Perusahaan',
              cell: (member) => (
                <>
                  {member.companyCode ?? '–'}
                  {member.companyName && (
                    <Typography variant="body2" color="text.secondary">
                      {member.companyName}
                    </Typography>
                  )}
                </>
              ),
            },
            { header: 'Status', cell: (member) => <MemberStatusChip isActive={member.isActive} /> },
          ]}
        />
      </StaffListSection>
    </>
  );
}
