import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { storeFile } from '../../plugins/uploads';
import type { Database } from '../client';
import { pointOffers } from '../schema/index';

/** Pictures drawn for the demo (no text, no outside source), rendered to JPEG like any editor upload. */
const ASSETS = new URL('./assets/point-offers/', import.meta.url);

type OfferSeed = {
  title: string;
  description: string;
  value: number;
  validityMonths: number;
  stock: number | null;
  picture: string;
};

/** Offers seeded by content-data without a picture get one here; the others are added with theirs. */
const PICTURES_FOR_EXISTING: Record<string, string> = {
  'Voucher Belanja Rp 50.000': 'voucher-belanja.svg',
  'Voucher Pulsa Rp 25.000': 'voucher-pulsa.svg',
  'Voucher Makan Rp 100.000': 'voucher-makan.svg',
};

const NEW_OFFERS: OfferSeed[] = [
  {
    title: 'Saldo E-Wallet Rp 20.000',
    description: 'Isi ulang saldo dompet digital pilihan Anda.',
    value: 40,
    validityMonths: 1,
    stock: null,
    picture: 'saldo-e-wallet.svg',
  },
  {
    title: 'Voucher Bensin Rp 75.000',
    description: 'Berlaku di SPBU rekanan di seluruh Indonesia.',
    value: 150,
    validityMonths: 2,
    stock: 25,
    picture: 'voucher-bensin.svg',
  },
  {
    title: 'Tiket Bioskop untuk 2 Orang',
    description: 'Berlaku Senin sampai Kamis di bioskop rekanan.',
    value: 180,
    validityMonths: 3,
    stock: 10,
    picture: 'tiket-bioskop.svg',
  },
  {
    title: 'Voucher Elektronik Rp 250.000',
    description: 'Potongan belanja perangkat elektronik di toko rekanan.',
    value: 500,
    validityMonths: 6,
    stock: 5,
    picture: 'voucher-elektronik.svg',
  },
];

async function storePicture(db: Database, name: string): Promise<number> {
  const svg = await readFile(new URL(name, ASSETS));
  const data = await sharp(svg).jpeg({ quality: 85, mozjpeg: true }).toBuffer();
  return storeFile(db, { data, mime: 'image/jpeg' }, { kind: 'system', id: null, purpose: 'CONTENT' });
}

/** Point offers with pictures: Siti's 250 points cover some of them, not all. */
export async function seedPointOffers(db: Database): Promise<void> {
  const existing = await db.select().from(pointOffers);
  for (const offer of existing) {
    const picture = PICTURES_FOR_EXISTING[offer.title];
    if (!picture || offer.imageFileId) continue;
    const imageFileId = await storePicture(db, picture);
    await db.update(pointOffers).set({ imageFileId }).where(eq(pointOffers.id, offer.id));
  }
  const titles = new Set(existing.map((offer) => offer.title));
  for (const { picture, ...offer } of NEW_OFFERS) {
    if (titles.has(offer.title)) continue;
    await db.insert(pointOffers).values({ ...offer, imageFileId: await storePicture(db, picture) });
  }
}
