import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** docs/product/README.md: the home page announces an upcoming e-commerce feature for members only. */
export function ComingSoonShop() {
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 3, md: 4 }, borderStyle: 'dashed', borderColor: 'primary.main', borderWidth: 2 }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5} sx={{ alignItems: { sm: 'center' } }}>
        <StorefrontOutlined aria-hidden sx={{ fontSize: 56, color: 'primary.main' }} />
        <Stack spacing={1} sx={{ flex: 1 }}>
          <Typography variant="h3" component="p">
            Belanja khusus anggota
          </Typography>
          <Typography color="text.secondary">
            Toko online koperasi dengan harga anggota dan pembayaran melalui potongan gaji sedang kami
            siapkan. Fitur ini hanya untuk anggota yang sudah masuk ke portal.
          </Typography>
        </Stack>
      </Stack>
    </Paper>
  );
}
