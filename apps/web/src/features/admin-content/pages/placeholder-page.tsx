import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '@/components/page-title';

/** A back-office screen listed in the menu whose UI is built later. */
function PlaceholderPage({ title }: { title: string }) {
  usePageTitle(`${title} · Back Office`);
  return (
    <>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography>Halaman ini sedang disiapkan</Typography>
      </Paper>
    </>
  );
}

/** /admin/content: the content menu's own page, still to come. */
export function ContentPlaceholderPage() {
  return <PlaceholderPage title="Konten" />;
}
