import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { type MemberListFilter, useMembers } from '../api/admin-members';
import { MemberStatusChip } from '../components/admin-member-status';
import { AdminPager } from '../components/admin-pager';
import { QueueState } from '../components/queue-state';
import { ScrollTable } from '../components/scroll-table';
import { paths } from '../lib/admin-paths';

const PAGE_SIZE = 20;

/** /admin/members: members searched by NIK, name or company, with their status; a name opens the detail. */
export function AdminMembersPage() {
  usePageTitle('Anggota · Back Office');
  const [filter, setFilter] = useState<MemberListFilter>({
    q: '',
    status: 'all',
    page: 1,
    pageSize: PAGE_SIZE,
  });
  const [query, setQuery] = useState('');
  const members = useMembers(filter);
  const data = members.data;
  const items = data?.items ?? [];

  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter((current) => ({ ...current, q: query, page: 1 }));
  };

  return (
    <>
      <Typography variant="h1" gutterBottom>
        Anggota
      </Typography>
      <Box
        component="form"
        role="search"
        aria-label="Cari anggota"
        onSubmit={search}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2, alignItems: 'flex-start' }}
      >
        <TextField
          label="Cari NIK, nama atau perusahaan"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          size="small"
          sx={{ flex: '1 1 16rem' }}
        />
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
        <Button type="submit" variant="contained">
          Cari
        </Button>
      </Box>
      <section aria-busy={members.isLoading} aria-live="polite">
        <QueueState
          isLoading={members.isLoading}
          error={members.error}
          isEmpty={items.length === 0}
          emptyText={filter.q ? `Tidak ada anggota yang cocok dengan "${filter.q}"` : 'Belum ada anggota'}
          emptyHint={
            filter.q
              ? 'Periksa ejaan, cari dengan NIK, atau ubah filter status.'
              : 'Tambahkan anggota melalui Impor HR.'
          }
        />
        {items.length > 0 && data && (
          <Stack>
            <ScrollTable label="Daftar anggota">
              <TableHead>
                <TableRow>
                  <TableCell>NIK</TableCell>
                  <TableCell>Nama</TableCell>
                  <TableCell>Perusahaan</TableCell>
                  <TableCell>Status</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {items.map((member) => (
                  <TableRow key={member.id} hover>
                    <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{member.nik}</TableCell>
                    <TableCell>
                      <Link component={RouterLink} to={paths.member(member.id)} sx={{ fontWeight: 600 }}>
                        {member.name}
                      </Link>
                    </TableCell>
                    <TableCell>
                      {member.companyCode ?? '–'}
                      {member.companyName && (
                        <Typography variant="body2" color="text.secondary">
                          {member.companyName}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>
                      <MemberStatusChip isActive={member.isActive} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </ScrollTable>
            <AdminPager
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              onPage={(page) => setFilter((current) => ({ ...current, page }))}
            />
          </Stack>
        )}
      </section>
    </>
  );
}
