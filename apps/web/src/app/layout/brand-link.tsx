import Link from '@mui/material/Link';
import { RouterLink } from '@/components/router-link';
import { SkeletonBlock } from '@/components/skeleton-block';
import { usePublicSettings } from '@/lib/public-settings';

/** The cooperative's short name from the settings, linking to the start page. */
export function BrandLink({ href }: { href: string }) {
  const { data: settings, isPending } = usePublicSettings();
  if (isPending) return <SkeletonBlock width={120} height={28} />;
  return (
    <Link
      component={RouterLink}
      to={href}
      underline="none"
      color="primary"
      sx={{ fontWeight: 700, fontSize: '1.25rem', whiteSpace: 'nowrap' }}
    >
      {settings?.coopShortName ?? 'Beranda'}
    </Link>
  );
}
