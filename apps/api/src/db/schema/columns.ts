import { bigint, customType, numeric, timestamp } from 'drizzle-orm/pg-core';

/** Integer Rupiah. bigint so sums of a whole cooperative never overflow; read back as a JS number. */
export const money = (name: string) => bigint(name, { mode: 'number' });

/** Rate in % per year with two decimals, e.g. '12.50'. drizzle returns numeric as a string: parse with decimal maths. */
export const rate = (name: string) => numeric(name, { precision: 5, scale: 2 });

/** Point in time, stored with time zone. */
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** `created_at timestamptz not null default now()`. */
export const createdAt = () => timestampTz('created_at').notNull().defaultNow();

/** Raw bytes (PostgreSQL bytea) as a Node Buffer on both drivers. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
