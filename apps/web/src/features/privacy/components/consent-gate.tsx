import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SkeletonBlock } from '@/components/skeleton-block';
import { paths } from '@/config/paths';
import { useConsentStatus } from '../api/get-consent-status';

// Shown only while a version waits for the member's agreement: its code is not downloaded with every member page
// (docs/conventions.md rule 20).
const ConsentRequest = lazy(() => import('./consent-request').then((m) => ({ default: m.ConsentRequest })));

/**
 * Before the member area: a member who has not accepted the terms and privacy versions in force is shown what
 * changed and asked to agree. Data Saya stays open without agreeing (the rights to a copy, to correction and to
 * deletion do not depend on consent), and so do the public pages outside this guard. If the status cannot be
 * read the pages open: the gate informs and records, it does not protect data (the API's guards do that).
 */
export function ConsentGate() {
  const { pathname } = useLocation();
  const status = useConsentStatus();
  if (pathname === paths.accountData.getHref()) return <Outlet />;
  if (status.isPending) return <ConsentSkeleton />;
  if (status.isError || status.data.pending.length === 0) return <Outlet />;
  return (
    <Suspense fallback={<ConsentSkeleton />}>
      <ConsentRequest status={status.data} />
    </Suspense>
  );
}

function ConsentSkeleton() {
  return (
    <Container maxWidth="sm" sx={{ py: 5 }}>
      <Stack spacing={1.5} aria-busy="true" aria-label="Memuat halaman">
        <SkeletonBlock width="60%" height={32} />
        <SkeletonBlock />
        <SkeletonBlock width="80%" />
      </Stack>
    </Container>
  );
}
