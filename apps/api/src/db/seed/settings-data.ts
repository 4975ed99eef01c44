import { DEFAULT_DOCUMENT_PHOTO_RETENTION_DAYS, DOCUMENT_PHOTO_RETENTION_SETTING } from '@kopkar/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { settings } from '../schema/index';

/** Seeded defaults of every (setting) of docs/product plus the cooperative's brand (docs/architecture.md). */
export const DEMO_SETTINGS: Record<string, unknown> = {
  'loan.contributionMultiplier': 10,
  'loan.maxAmount': 100_000_000,
  'funding.adminFeePercent': 1,
  'funding.ptaPercent': 0.5,
  'payroll.cutOffDay': 25,
  'points.perOnTimeInstalment': 10,
  'contribution.amountByGrade': { I: 50_000, II: 75_000, III: 100_000, IV: 150_000, V: 200_000 },
  'savings.pokokAmount': 100_000,
  'savings.jasaRatePercent': 0,
  [DOCUMENT_PHOTO_RETENTION_SETTING]: DEFAULT_DOCUMENT_PHOTO_RETENTION_DAYS,
  'coop.name': 'Koperasi Karyawan Sejahtera Bersama',
  'coop.shortName': 'KKSB',
  'coop.brandColor': '#0F5E9C',
  'coop.address': 'Gedung Sejahtera Lt. 3, Jl. Jenderal Sudirman Kav. 45, Jakarta Selatan 12930',
  'coop.phone': '02150880000',
  'coop.email': 'koperasi@kksb.co.id',
  'coop.foundedYear': 2012,
  'coop.memberCount': 5000,
  'coop.vaNumber': '8808 0012 3456 7890',
  'coop.vaName': 'KOPERASI KARYAWAN SEJAHTERA BERSAMA',
  'coop.appStoreUrl': null,
  'coop.playStoreUrl': null,
  'coop.promoUrl': 'https://example.com/promo-anggota',
  'document.numberFormat': '{nomor}/{kode}/KKSB/{bulan}/{tahun}',
  'document.signatoryName': 'Hendra Gunawan, S.E.',
  'document.signatoryRole': 'Ketua Pengurus',
};

/** Inserts the settings rows. A null value is stored as JSON null (drizzle would send SQL NULL). */
export async function seedSettings(db: Database): Promise<void> {
  await db.insert(settings).values(
    Object.entries(DEMO_SETTINGS).map(([key, value]) => ({
      key,
      value: value === null ? sql`'null'::jsonb` : value,
      updatedBy: 'seed',
    })),
  );
}
