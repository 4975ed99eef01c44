import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import type { DatabaseHandle } from '../client';
import { files, pointOffers } from '../schema/index';
import { seedPointOffers } from './point-offers-data';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

describe('seedPointOffers', () => {
  it('gives the earlier offers a picture, adds its own once, all as public JPEG content', async () => {
    await handle.db.insert(pointOffers).values({
      title: 'Voucher Pulsa Rp 25.000',
      description: 'Untuk semua operator.',
      value: 50,
      validityMonths: 1,
    });
    await seedPointOffers(handle.db);
    await seedPointOffers(handle.db);
    const offers = await handle.db.select().from(pointOffers);
    expect(offers).toHaveLength(5);
    expect(offers.filter((offer) => offer.value > 250).length).toBeGreaterThan(0);
    for (const offer of offers) {
      expect(offer.imageFileId).not.toBeNull();
      const [file] = await handle.db.select().from(files).where(eq(files.id, offer.imageFileId!));
      expect(file).toMatchObject({ mime: 'image/jpeg', purpose: 'CONTENT' });
    }
  });
});
