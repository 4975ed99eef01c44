import { paths } from '@/config/paths';

/** `loan` items go through the Loan gate (docs/product/screens.md) instead of navigating straight away. */
export type NavItem = { label: string; href: string; isLoan?: boolean };

const loan: NavItem = { label: 'Loan', href: paths.applicationForm.getHref(), isLoan: true };

export const guestHeaderItems: NavItem[] = [
  { label: 'About', href: paths.about.getHref() },
  { label: 'Organisation', href: paths.organisation.getHref() },
  { label: 'Blog', href: paths.blog.getHref() },
  { label: 'Policy', href: paths.privacy.getHref() },
];

export const memberHeaderItems: NavItem[] = [
  { label: 'Home', href: paths.home.getHref() },
  loan,
  { label: 'Simpanan', href: paths.simpanan.getHref() },
  { label: 'Potongan Gaji', href: paths.potonganGaji.getHref() },
  { label: 'Points', href: paths.points.getHref() },
  { label: 'Dokumen', href: paths.dokumen.getHref() },
  { label: 'Blog', href: paths.blog.getHref() },
  { label: 'FAQ', href: paths.faq.getHref() },
];

/** Footer (docs/product/screens.md): guests see about and organisation, members loan, points and FAQ; all see blog and terms. */
export function getFooterItems(isLoggedIn: boolean): NavItem[] {
  const own = isLoggedIn
    ? [
        loan,
        { label: 'Points', href: paths.points.getHref() },
        { label: 'Dokumen Koperasi', href: paths.dokumen.getHref() },
        { label: 'FAQ', href: paths.faq.getHref() },
      ]
    : [
        { label: 'About', href: paths.about.getHref() },
        { label: 'Organisation', href: paths.organisation.getHref() },
      ];
  return [
    ...own,
    { label: 'Blog', href: paths.blog.getHref() },
    { label: 'Terms and Conditions', href: paths.terms.getHref() },
    { label: 'Privasi & Masa Simpan Data', href: paths.privasi.getHref() },
  ];
}
