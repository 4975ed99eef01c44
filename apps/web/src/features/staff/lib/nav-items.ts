import type { StaffRole } from '@kopkar/domain';
import { paths } from '@/config/paths';

export type StaffNavItem = { label: string; href: string; roles: readonly StaffRole[] };

/** The side navigation; ADMIN sees every entry, the others only their own work (ARCHITECTURE.md). */
const staffNavItems: readonly StaffNavItem[] = [
  { label: 'Antrean Persetujuan', href: paths.staff.approvals.getHref(), roles: ['ADMIN', 'HC', 'APPROVER'] },
  { label: 'Pencairan', href: paths.staff.funding.getHref(), roles: ['ADMIN', 'FINANCE'] },
  { label: 'Pelunasan', href: paths.staff.settlements.getHref(), roles: ['ADMIN', 'FINANCE'] },
  { label: 'Posting Payroll', href: paths.staff.payroll.getHref(), roles: ['ADMIN', 'FINANCE'] },
  { label: 'Setoran Sukarela', href: paths.staff.savingsDeposits.getHref(), roles: ['ADMIN', 'FINANCE'] },
  {
    label: 'Penarikan Sukarela',
    href: paths.staff.savingsWithdrawals.getHref(),
    roles: ['ADMIN', 'FINANCE'],
  },
  { label: 'Pengunduran Diri', href: paths.staff.resignations.getHref(), roles: ['ADMIN', 'FINANCE'] },
  { label: 'Anggota', href: paths.staff.members.getHref(), roles: ['ADMIN', 'HC', 'FINANCE'] },
  { label: 'Petugas', href: paths.staff.accounts.getHref(), roles: ['ADMIN'] },
  { label: 'Impor HR', href: paths.staff.hrImport.getHref(), roles: ['ADMIN'] },
  { label: 'Perusahaan & Rantai Approval', href: paths.staff.companies.getHref(), roles: ['ADMIN'] },
  { label: 'Pengaturan', href: paths.staff.settings.getHref(), roles: ['ADMIN'] },
  { label: 'SHU Tahunan', href: paths.staff.shu.getHref(), roles: ['ADMIN'] },
  { label: 'Dokumen Koperasi', href: paths.staff.governanceDocuments.getHref(), roles: ['ADMIN'] },
  { label: 'Form Pengajuan', href: paths.staff.formTemplate.getHref(), roles: ['ADMIN'] },
  { label: 'Log Audit', href: paths.staff.auditLog.getHref(), roles: ['ADMIN'] },
  { label: 'Antrean Email & Notifikasi', href: paths.staff.outbox.getHref(), roles: ['ADMIN'] },
  { label: 'Permintaan Data Anggota', href: paths.staff.dataRequests.getHref(), roles: ['ADMIN'] },
  { label: 'Blog', href: paths.staff.blog.getHref(), roles: ['ADMIN', 'EDITOR'] },
  { label: 'Komentar Blog', href: paths.staff.blogComments.getHref(), roles: ['ADMIN', 'EDITOR'] },
  { label: 'FAQ', href: paths.staff.faq.getHref(), roles: ['ADMIN', 'EDITOR'] },
  { label: 'Struktur Organisasi', href: paths.staff.orgChart.getHref(), roles: ['ADMIN', 'EDITOR'] },
  { label: 'Promosi', href: paths.staff.promotions.getHref(), roles: ['ADMIN', 'EDITOR'] },
  { label: 'Halaman Statis', href: paths.staff.staticPages.getHref(), roles: ['ADMIN', 'EDITOR'] },
  { label: 'Produk Pinjaman', href: paths.staff.products.getHref(), roles: ['ADMIN', 'EDITOR'] },
  { label: 'Penawaran Poin', href: paths.staff.pointOffers.getHref(), roles: ['ADMIN', 'EDITOR'] },
];

/** The menu entries a role sees, in menu order. */
export function listNavItemsFor(role: StaffRole): StaffNavItem[] {
  return staffNavItems.filter((item) => item.roles.includes(role));
}

/** Where `/admin` lands for a role: its first menu entry. */
export function getHomeHrefFor(role: StaffRole): string {
  return listNavItemsFor(role)[0]?.href ?? paths.staff.login.getHref();
}
