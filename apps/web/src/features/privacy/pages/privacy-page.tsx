import {
  CONSENT_DOCUMENT_LABELS,
  currentConsentVersions,
  formatDate,
  LEGAL_BASIS_LABELS,
  PERSONAL_DATA_CATEGORIES,
  type PersonalDataCategory,
} from '@kopkar/domain';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageMeta } from '@/components/page-title';
import { RouterLink } from '@/components/router-link';
import { paths } from '@/config/paths';
import { useToday } from '@/lib/use-today';

const TITLE = 'Privasi dan Masa Simpan Data';

const RIGHTS = [
  'Mengetahui data apa yang kami simpan dan untuk apa, serta mendapatkan salinannya (menu Data Saya).',
  'Meminta perbaikan data yang keliru, misalnya nama, tanggal lahir, alamat atau rekening.',
  'Meminta penghapusan data yang tidak wajib kami simpan, misalnya swafoto dan foto KTP pengajuan yang sudah selesai.',
  'Menarik persetujuan Anda; pemrosesan yang berdasarkan persetujuan dihentikan.',
];

/** /privasi (UU PDP 27/2022): why the cooperative processes each kind of data and how long it keeps it. */
export function PrivacyPurposesPage() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <PageMeta
        title={TITLE}
        description="Tujuan pemrosesan data pribadi anggota koperasi dan berapa lama setiap data disimpan."
      />
      <Typography variant="h1" gutterBottom>
        {TITLE}
      </Typography>
      <Typography sx={{ mb: 3 }}>
        Koperasi mengolah data pribadi Anda sesuai UU No. 27 Tahun 2022 tentang Pelindungan Data Pribadi. Di
        bawah ini setiap jenis data yang kami simpan, untuk apa kami menggunakannya, dan berapa lama data itu
        disimpan.
      </Typography>
      <Typography id="purposes-heading" variant="h2" sx={{ fontSize: '1.35rem', mb: 1.5 }}>
        Tujuan pemrosesan dan masa simpan
      </Typography>
      <Box
        component="ul"
        aria-labelledby="purposes-heading"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { md: '1fr 1fr' },
        }}
      >
        {PERSONAL_DATA_CATEGORIES.map((category) => (
          <CategoryCard key={category.key} category={category} />
        ))}
      </Box>
      <Stack spacing={3} sx={{ mt: 4 }}>
        <section aria-labelledby="rights-heading">
          <Typography id="rights-heading" variant="h2" sx={{ fontSize: '1.35rem', mb: 1 }}>
            Hak Anda
          </Typography>
          <Box component="ul" sx={{ pl: 3, my: 0 }}>
            {RIGHTS.map((right) => (
              <Typography component="li" key={right} sx={{ mb: 0.5 }}>
                {right}
              </Typography>
            ))}
          </Box>
          <Typography sx={{ mt: 1 }}>
            Permintaan akses dan penghentian pemrosesan kami jawab paling lambat 3×24 jam. Anggota dapat
            mengajukannya dari{' '}
            <Link underline="always" component={RouterLink} to={paths.accountData.getHref()}>
              Data Saya
            </Link>
            .
          </Typography>
        </section>
        <CurrentVersions />
      </Stack>
    </Container>
  );
}

function CategoryCard({ category }: { category: PersonalDataCategory }) {
  const rows = [
    ['Data', category.covers],
    ['Tujuan', category.purpose],
    ['Dasar pemrosesan', LEGAL_BASIS_LABELS[category.basis]],
    ['Masa simpan', category.retention],
  ] as const;
  return (
    <Paper component="li" variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography component="h3" variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 700, mb: 1 }}>
        {category.title}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        {rows.map(([term, text]) => (
          <Box key={term} sx={{ mb: 1 }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 700 }}>
              {term}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {text}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

function CurrentVersions() {
  const versions = currentConsentVersions(useToday());
  return (
    <section aria-labelledby="versions-heading">
      <Typography id="versions-heading" variant="h2" sx={{ fontSize: '1.35rem', mb: 1 }}>
        Versi yang berlaku
      </Typography>
      <Box component="ul" sx={{ pl: 3, my: 0 }}>
        {versions.map((version) => (
          <Typography component="li" key={version.document}>
            <Link
              underline="always"
              component={RouterLink}
              to={version.document === 'TERMS' ? paths.terms.getHref() : paths.privacy.getHref()}
            >
              {CONSENT_DOCUMENT_LABELS[version.document]}
            </Link>{' '}
            versi {version.version}, berlaku sejak {formatDate(version.publishedOn)}
          </Typography>
        ))}
      </Box>
    </section>
  );
}
