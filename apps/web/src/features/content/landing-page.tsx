import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageMeta } from '@/components/page-title';
import { RouterLink } from '@/components/router-link';
import { paths } from '@/config/paths';
import { usePublicSettings } from '@/lib/public-settings';
import { useSession } from '@/lib/session';
import { AppDownload } from './components/app-download';
import { ComingSoonShop } from './components/coming-soon-shop';
import { describeClaim, LandingHero } from './components/landing-hero';
import { LandingSection } from './components/landing-section';
import { NewestArticles } from './components/newest-articles';
import { OrgChartGrid } from './components/org-chart-grid';
import { ProductsSection } from './components/products-section';
import { PromoEmbed } from './components/promo-embed';

/**
 * The landing page (docs/product/README.md and docs/product/screens.md), also shown for unknown paths: about, products, promo, latest articles,
 * organisation teaser, the members-only shop announcement, the app block and the legal links. Each section
 * loads on its own and shows a skeleton, an empty state or a retry, never a blank page.
 */
export function LandingPage() {
  const { data: settings } = usePublicSettings();
  const isLoggedIn = useSession() !== null;
  const name = settings?.coopName ?? 'Portal Anggota Koperasi';
  return (
    <>
      <PageMeta
        title={name}
        description={
          settings
            ? `${settings.coopName}: ${describeClaim(settings).toLowerCase()}. Pinjaman anggota, jadwal angsuran, pelunasan dan poin dalam satu portal.`
            : 'Portal anggota koperasi karyawan: pinjaman, pelunasan, poin dan informasi anggota.'
        }
      />
      <LandingHero settings={settings} isLoggedIn={isLoggedIn} />

      <LandingSection
        title="Tentang Kami"
        more={{ href: paths.about.getHref(), label: 'Selengkapnya tentang kami' }}
      >
        <Typography sx={{ maxWidth: 760 }}>
          {settings
            ? `${settings.coopName} adalah koperasi simpan pinjam bagi karyawan grup perusahaan. Berdiri sejak ${settings.foundedYear}, kini lebih dari ${settings.memberCount.toLocaleString('id-ID')} anggota menabung iuran wajib setiap bulan dan dapat mengajukan pinjaman dengan potongan langsung dari gaji.`
            : 'Koperasi simpan pinjam bagi karyawan grup perusahaan.'}
        </Typography>
      </LandingSection>

      <LandingSection
        title="Produk Pinjaman"
        intro="Pilih pinjaman sesuai kebutuhan Anda; pengajuan dilakukan setelah masuk ke portal."
        tinted
      >
        <ProductsSection />
      </LandingSection>

      <LandingSection title="Segera Hadir">
        <ComingSoonShop />
      </LandingSection>

      <LandingSection title="Promo" tinted>
        <PromoEmbed />
      </LandingSection>

      <LandingSection
        title="Artikel Terbaru"
        more={{ href: paths.blog.getHref(), label: 'Lihat semua artikel' }}
      >
        <NewestArticles />
      </LandingSection>

      <LandingSection
        title="Pengurus Koperasi"
        more={{ href: paths.organisation.getHref(), label: 'Lihat struktur organisasi' }}
        tinted
      >
        <OrgChartGrid limit={4} compact />
      </LandingSection>

      <LandingSection title="Pasang Aplikasi">
        <AppDownload settings={settings} />
      </LandingSection>

      <LandingSection title="Ketentuan" tinted>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1.5, sm: 4 }}>
          <Link component={RouterLink} to={paths.terms.getHref()} sx={{ fontWeight: 600 }}>
            Syarat dan Ketentuan
          </Link>
          <Link component={RouterLink} to={paths.privacy.getHref()} sx={{ fontWeight: 600 }}>
            Kebijakan Privasi
          </Link>
        </Stack>
      </LandingSection>
    </>
  );
}
