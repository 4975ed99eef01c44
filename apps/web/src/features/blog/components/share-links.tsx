import Facebook from '@mui/icons-material/Facebook';
import LinkIcon from '@mui/icons-material/Link';
import WhatsApp from '@mui/icons-material/WhatsApp';
import X from '@mui/icons-material/X';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { buildShareLinks } from '../lib/share-links';

/** Share links (WhatsApp, Facebook, X) and a copy-link button; each network's page opens in a new tab. */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const links = buildShareLinks(url, title);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  const external = {
    target: '_blank',
    rel: 'noopener noreferrer',
    variant: 'outlined',
    size: 'small',
  } as const;
  return (
    <Stack component="section" aria-labelledby="share-heading" spacing={1}>
      <Typography id="share-heading" variant="h2" sx={{ fontSize: '1rem' }}>
        Bagikan artikel
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button {...external} href={links.whatsapp} startIcon={<WhatsApp />}>
          WhatsApp
        </Button>
        <Button {...external} href={links.facebook} startIcon={<Facebook />}>
          Facebook
        </Button>
        <Button {...external} href={links.x} startIcon={<X />}>
          X
        </Button>
        <Button variant="outlined" size="small" startIcon={<LinkIcon />} onClick={copy}>
          Salin tautan
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {copied === 'yes' && 'Tautan artikel disalin.'}
        {copied === 'failed' && `Salin tautan ini secara manual: ${url}`}
      </Typography>
    </Stack>
  );
}
