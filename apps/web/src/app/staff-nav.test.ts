import { STAFF_ROLES, type StaffRole } from '@kopkar/domain';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { listNavItemsFor, readStaffPageHandle } from '@/features/staff/lib/nav-items';
import { staffNavItems, staffRoutes } from './staff-routes';

/** The roles the role guard (RequireRole) reads for `pathname`: the nearest matched route's handle. */
function rolesAt(pathname: string): readonly StaffRole[] {
  const matches = matchRoutes([staffRoutes], pathname) ?? [];
  return (
    matches.map((match) => readStaffPageHandle(match.route.handle)).findLast((h) => h !== null)?.roles ?? []
  );
}

/** Every route of the table below the role guard, whatever its depth. */
const flatten = (routes: readonly RouteObject[]): RouteObject[] =>
  routes.flatMap((route) => [route, ...flatten(route.children ?? [])]);
const guardedPages = flatten([staffRoutes]).filter((route) => route.handle !== undefined);

describe('the back office menu, derived from the staff route table', () => {
  it.each(STAFF_ROLES)('%s sees exactly the menu entries of the pages it may open', (role) => {
    const opened = guardedPages
      .filter(
        (route) => readStaffPageHandle(route.handle)?.nav && route.path && rolesAt(route.path).includes(role),
      )
      .map((route) => route.path);
    const menu = listNavItemsFor(staffNavItems, role).map((item) => item.href);
    expect(menu).toEqual(opened);
    for (const href of menu) expect(rolesAt(href)).toContain(role);
  });

  it('names the roles of every guarded page once, ADMIN listed like the others', () => {
    expect(guardedPages.length).toBeGreaterThan(30);
    for (const route of guardedPages) expect(readStaffPageHandle(route.handle)?.roles).toContain('ADMIN');
  });

  it('links only pages without parameters', () => {
    for (const item of staffNavItems) expect(item.href).not.toContain(':');
  });

  it('keeps each role’s menu in the order staff know', () => {
    const labels = (role: StaffRole) => listNavItemsFor(staffNavItems, role).map((item) => item.label);
    expect(labels('FINANCE')).toEqual([
      'Pencairan',
      'Pelunasan',
      'Posting Payroll',
      'Setoran Sukarela',
      'Penarikan Sukarela',
      'Pengunduran Diri',
      'Buku Besar',
      'Anggota',
    ]);
    expect(labels('HC')).toEqual(['Antrean Persetujuan', 'Anggota']);
    expect(labels('APPROVER')).toEqual(['Antrean Persetujuan']);
    expect(labels('EDITOR')).toEqual([
      'Blog',
      'Komentar Blog',
      'FAQ',
      'Struktur Organisasi',
      'Promosi',
      'Halaman Statis',
      'Produk Pinjaman',
      'Penawaran Poin',
    ]);
    expect(labels('ADMIN')).toHaveLength(27);
    expect(labels('ADMIN').slice(8, 19)).toEqual([
      'Anggota',
      'Petugas',
      'Impor HR',
      'Perusahaan & Rantai Approval',
      'Pengaturan',
      'SHU Tahunan',
      'Dokumen Koperasi',
      'Form Pengajuan',
      'Log Audit',
      'Antrean Email & Notifikasi',
      'Permintaan Data Anggota',
    ]);
  });
});
