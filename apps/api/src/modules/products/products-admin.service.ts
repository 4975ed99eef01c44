import type {
  AdminProduct,
  ContentListQuery,
  Page,
  ProductInput,
  ProductPatch,
  RateTierInput,
} from '@kopkar/domain';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { productRateTiers, products } from '../../db/schema';
import { notFound } from '../../errors';
import { recordAudit } from '../../plugins/audit';
import { conflict } from '../backoffice/backoffice-errors';
import type { Actor } from '../backoffice/backoffice-guard';
import { resolveContentImage } from '../content/content-image';
import { offsetOf, searchIn, toPage } from '../content/content-list';
import { presentAdminProduct } from './products-admin.presenter';

const missing = () => notFound('Produk tidak ditemukan');

/** GET /admin/products: every product (active or not) with its tiers, searchable by code, name, purpose. */
export async function listAdminProducts(db: Database, query: ContentListQuery): Promise<Page<AdminProduct>> {
  const where = searchIn(query, [products.code, products.name, products.financePurpose]);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(asc(products.sort), asc(products.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(products).where(where),
  ]);
  const ids = rows.map((row) => row.id);
  const tiers = ids.length
    ? await db.select().from(productRateTiers).where(inArray(productRateTiers.productId, ids))
    : [];
  return toPage(
    rows.map((row) => presentAdminProduct(row, tiers)),
    query,
    totals?.total ?? 0,
  );
}

async function readProduct(tx: Pick<Database, 'select'>, id: number): Promise<AdminProduct | null> {
  const [row] = await tx.select().from(products).where(eq(products.id, id));
  if (!row) return null;
  const tiers = await tx.select().from(productRateTiers).where(eq(productRateTiers.productId, id));
  return presentAdminProduct(row, tiers);
}

/** GET /admin/products/{id}. */
export async function getAdminProduct(db: Database, id: number): Promise<AdminProduct> {
  const product = await readProduct(db, id);
  if (!product) throw missing();
  return product;
}

async function replaceTiers(tx: Tx, productId: number, tiers: readonly RateTierInput[]) {
  await tx.delete(productRateTiers).where(eq(productRateTiers.productId, productId));
  await tx.insert(productRateTiers).values(
    tiers.map((tier) => ({
      productId,
      minAmount: tier.minAmount,
      maxAmount: tier.maxAmount,
      effectiveRate: tier.effectiveRate.toFixed(2),
      tenorMax: tier.tenorMax,
    })),
  );
}

async function assertCodeFree(tx: Pick<Database, 'select'>, code: string, exceptId: number | null) {
  const [clash] = await tx.select({ id: products.id }).from(products).where(eq(products.code, code));
  if (clash && clash.id !== exceptId) throw conflict(`Kode produk ${code} sudah dipakai`);
}

/** POST /admin/products: the product, its picture and its (non-overlapping, schema-checked) tiers. */
export async function createProduct(db: Database, actor: Actor, input: ProductInput): Promise<AdminProduct> {
  return db.transaction(async (tx) => {
    await assertCodeFree(tx, input.code, null);
    const imageFileId = await resolveContentImage(tx, actor, input.image, null);
    const { tiers, image: _image, ...fields } = input;
    const [row] = await tx
      .insert(products)
      .values({ ...fields, imageFileId })
      .returning({ id: products.id });
    if (!row) throw new Error('product insert returned no row');
    await replaceTiers(tx, row.id, tiers);
    const after = await readProduct(tx, row.id);
    await recordAudit(tx, { actor, action: 'create-product', entity: 'product', entityId: row.id, after });
    if (!after) throw missing();
    return after;
  });
}

/**
 * PATCH /admin/products/{id}. Tiers, when sent, replace the whole list: applications already submitted keep
 * the rate they were quoted (it is stored on the application), new quotes use the new tiers.
 */
export async function updateProduct(
  db: Database,
  actor: Actor,
  id: number,
  patch: ProductPatch,
): Promise<AdminProduct> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(products).where(eq(products.id, id)).for('update');
    if (!current) throw missing();
    const before = await readProduct(tx, id);
    if (patch.code !== undefined) await assertCodeFree(tx, patch.code, id);
    const imageFileId = await resolveContentImage(tx, actor, patch.image, current.imageFileId);
    const { tiers, image: _image, ...fields } = patch;
    await tx
      .update(products)
      .set({ ...fields, imageFileId })
      .where(eq(products.id, id));
    if (tiers) await replaceTiers(tx, id, tiers);
    const after = await readProduct(tx, id);
    if (!after) throw missing();
    await recordAudit(tx, {
      actor,
      action: 'update-product',
      entity: 'product',
      entityId: id,
      before,
      after,
    });
    return after;
  });
}
