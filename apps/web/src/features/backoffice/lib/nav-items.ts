import type { StaffRole } from '@kopkar/domain';
import { paths } from './admin-paths';

export type BackofficeNavItem = { label: string; href: string; roles: readonly StaffRole[] };

/** The side navigation; ADMIN sees every entry, the others only their own work (ARCHITECTURE.md). */
export const backofficeNavItems: readonly BackofficeNavItem[] = [
  { label: 'Antrean Persetujuan', href: paths.approvals, roles: ['ADMIN', 'HC', 'APPROVER'] },
  { label: 'Pencairan', href: paths.funding, roles: ['ADMIN', 'FINANCE'] },
  { label: 'Pelunasan', href: paths.settlements, roles: ['ADMIN', 'FINANCE'] },
  { label: 'Posting Payroll', href: paths.payroll, roles: ['ADMIN', 'FINANCE'] },
  { label: 'Setoran Sukarela', href: paths.savingsDeposits, roles: ['ADMIN', 'FINANCE'] },
  { label: 'Penarikan Sukarela', href: paths.savingsWithdrawals, roles: ['ADMIN', 'FINANCE'] },
  { label: 'Pengunduran Diri', href: paths.resignations, roles: ['ADMIN', 'FINANCE'] },
  { label: 'Anggota', href: paths.members, roles: ['ADMIN', 'HC', 'FINANCE'] },
  { label: 'Petugas', href: paths.staff, roles: ['ADMIN'] },
  { label: 'Impor HR', href: paths.hrImport, roles: ['ADMIN'] },
  { label: 'Perusahaan & Rantai Approval', href: paths.companies, roles: ['ADMIN'] },
  { label: 'Pengaturan', href: paths.settings, roles: ['ADMIN'] },
  { label: 'SHU Tahunan', href: paths.shu, roles: ['ADMIN'] },
  { label: 'Dokumen Koperasi', href: paths.governanceDocuments, roles: ['ADMIN'] },
  { label: 'Permintaan Data Anggota', href: paths.dataRequests, roles: ['ADMIN'] },
  { label: 'Log Audit', href: paths.auditLog, roles: ['ADMIN'] },
  { label: 'Blog', href: paths.blog, roles: ['ADMIN', 'EDITOR'] },
  { label: 'Komentar Blog', href: paths.blogComments, roles: ['ADMIN', 'EDITOR'] },
  { label: 'Konten', href: paths.content, roles: ['ADMIN', 'EDITOR'] },
  { label: 'FAQ', href: paths.faq, roles: ['ADMIN', 'EDITOR'] },
  { label: 'Struktur Organisasi', href: paths.orgChart, roles: ['ADMIN', 'EDITOR'] },
  { label: 'Promosi', href: paths.promotions, roles: ['ADMIN', 'EDITOR'] },
  { label: 'Halaman Statis', href: paths.staticPages, roles: ['ADMIN', 'EDITOR'] },
  { label: 'Produk Pinjaman', href: paths.products, roles: ['ADMIN', 'EDITOR'] },
  { label: 'Penawaran Poin', href: paths.pointOffers, roles: ['ADMIN', 'EDITOR'] },
];

/** The menu entries a role sees, in menu order. */
export function listNavItemsFor(role: StaffRole): BackofficeNavItem[] {
  return backofficeNavItems.filter((item) => item.roles.includes(role));
}

/** Where `/admin` lands for a role: its first menu entry. */
export function getHomeHrefFor(role: StaffRole): string {
  return listNavItemsFor(role)[0]?.href ?? paths.login;
}

const ROLE_LABELS: Record<StaffRole, string> = {
  ADMIN: 'Administrator',
  HC: 'Human Capital',
  APPROVER: 'Approver',
  FINANCE: 'Finance',
  EDITOR: 'Editor',
};

/** The Indonesian-facing name of a role. */
export function describeStaffRole(role: StaffRole): string {
  return ROLE_LABELS[role];
}
