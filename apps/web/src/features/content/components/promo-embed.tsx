import type { Promotion } from '@kopkar/domain';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { SkeletonBlock } from '@/components/skeleton-block';
import { visuallyHidden } from '@/components/visually-hidden';
import { usePromotions } from '../api/content-queries';
import { SectionNotice } from './section-notice';

/** How long the promo page may take to answer before the fallback shows instead. */
const PROBE_TIMEOUT_MS = 6000;

type EmbedState = 'checking' | 'embed' | 'fallback';

/**
 * A cross-origin frame cannot tell us whether it loaded (a failed one still fires `load`, showing the
 * browser's error page). So the page is probed first: an opaque no-cors request that only fails when the host
 * cannot be reached. Unreachable (or offline, or slow) → the tidy fallback with a link instead of an error page.
 */
function useReachable(url: string): EmbedState {
  const [state, setState] = useState<EmbedState>('checking');
  useEffect(() => {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      setState('fallback');
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => controller.abort(), PROBE_TIMEOUT_MS);
    fetch(url, {
      mode: 'no-cors',
      signal: controller.signal,
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    })
      .then(() => setState('embed'))
      .catch(() => {
        if (!controller.signal.aborted || controller.signal.reason !== 'unmounted') setState('fallback');
      })
      .finally(() => window.clearTimeout(timer));
    return () => controller.abort('unmounted');
  }, [url]);
  return state;
}

/** Scripts may run in the promo page, but it may never act as this portal (no same-origin with scripts). */
function sandboxFor(url: string): string {
  const base = 'allow-scripts allow-popups allow-popups-to-escape-sandbox allow-forms';
  try {
    return new URL(url).origin === window.location.origin ? base : `${base} allow-same-origin`;
  } catch {
    return base;
  }
}

function PromoFrame({ promotion }: { promotion: Promotion }) {
  const state = useReachable(promotion.URL);
  const openLink = (
    <Button
      component="a"
      href={promotion.URL}
      target="_blank"
      rel="noopener noreferrer"
      variant="contained"
      endIcon={<OpenInNew aria-hidden />}
    >
      Buka Halaman Promo
      <Box component="span" sx={visuallyHidden}>
        (tab baru)
      </Box>
    </Button>
  );
  if (state === 'checking') {
    return (
      <Box aria-busy="true">
        <Box component="span" role="status" sx={visuallyHidden}>
          Memuat promo…
        </Box>
        <SkeletonBlock height={360} rounded />
      </Box>
    );
  }
  if (state === 'fallback') {
    return (
      <Paper
        variant="outlined"
        sx={{ p: { xs: 3, md: 4 }, textAlign: 'center' }}
        data-testid="promo-fallback"
      >
        <Typography variant="h3" component="p" sx={{ mb: 1 }}>
          {promotion.Title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2.5 }}>
          Promo tidak dapat ditampilkan di halaman ini. Buka halaman promo untuk melihat penawaran lengkapnya.
        </Typography>
        {openLink}
      </Paper>
    );
  }
  return (
    <Box>
      <Box
        component="iframe"
        src={promotion.URL}
        title={`Promo: ${promotion.Title}`}
        sandbox={sandboxFor(promotion.URL)}
        referrerPolicy="no-referrer"
        loading="lazy"
        sx={{
          width: '100%',
          height: { xs: 420, md: 520 },
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
        }}
      />
      <Box sx={{ mt: 1.5 }}>{openLink}</Box>
    </Box>
  );
}

/** The promo embed (GET /promotion): the newest active promotion in a sandboxed frame, or a tidy fallback. */
export function PromoEmbed() {
  const { data: promotions, isPending, isError } = usePromotions();
  if (isPending) return <SkeletonBlock height={360} rounded />;
  const promotion = promotions?.[0];
  if (isError || !promotion) {
    return (
      <SectionNotice text="Belum ada promo aktif saat ini. Nantikan penawaran berikutnya untuk anggota." />
    );
  }
  return <PromoFrame promotion={promotion} />;
}
