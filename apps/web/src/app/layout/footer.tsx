import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MouseEvent } from 'react';
import { RouterLink } from '@/components/router-link';
import { SkeletonBlock } from '@/components/skeleton-block';
import { usePublicSettings } from '@/lib/public-settings';
import { useToday } from '@/lib/use-today';
import type { NavItem } from './nav-items';

type FooterProps = { items: NavItem[]; onLoanClick: (event: MouseEvent) => void };

export function Footer({ items, onLoanClick }: FooterProps) {
  const year = useToday().slice(0, 4);
  const { data: settings, isPending } = usePublicSettings();
  return (
    <Box
      component="footer"
      sx={{ mt: 'auto', bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider' }}
    >
      <Container maxWidth="lg" sx={{ py: 4 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ justifyContent: 'space-between' }}>
          <Box component="address" sx={{ fontStyle: 'normal', maxWidth: 420 }}>
            {isPending || !settings ? (
              <Stack spacing={1}>
                <SkeletonBlock width={220} />
                <SkeletonBlock width={300} />
              </Stack>
            ) : (
              <>
                <Typography sx={{ fontWeight: 700 }}>{settings.coopName}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {settings.address}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Telepon: <Link href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`}>{settings.phone}</Link>
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Email: <Link href={`mailto:${settings.email}`}>{settings.email}</Link>
                </Typography>
              </>
            )}
          </Box>
          <Box component="nav" aria-label="Navigasi footer">
            <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} spacing={1}>
              {items.map((item) => (
                <li key={item.href}>
                  <Link
                    component={RouterLink}
                    to={item.href}
                    onClick={item.isLoan ? onLoanClick : undefined}
                    color="text.primary"
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </Stack>
          </Box>
        </Stack>
        {settings && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
            © {year} {settings.coopName}
          </Typography>
        )}
      </Container>
    </Box>
  );
}
