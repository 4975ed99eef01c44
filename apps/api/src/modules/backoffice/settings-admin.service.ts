import { ErrorCode, SETTING_VALUE_SCHEMAS, type SettingKey } from '@kopkar/domain';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { settings } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../../plugins/audit';
import { lockSetting, storeSetting } from '../settings/settings.service';
import { fieldError } from './backoffice-errors';
import type { Actor } from './backoffice-guard';

const presentSetting = (row: typeof settings.$inferSelect) => ({
  key: row.key,
  value: row.value,
  updatedAt: row.updatedAt.toISOString(),
  updatedBy: row.updatedBy,
});

export async function listSettings(db: Database) {
  const rows = await db.select().from(settings).orderBy(asc(settings.key));
  return rows.map(presentSetting);
}

/** Checks a value against its key's rule (numbers ≥ 0, percent ≤ 100, cut-off day 1–28, hex colour, URLs…). */
export function parseSettingValue(key: SettingKey, value: unknown): unknown {
  const parsed = SETTING_VALUE_SCHEMAS[key].safeParse(value);
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues[0]?.message ?? 'Nilai tidak valid';
  throw fieldError('value', `${key}: ${message}`);
}

/** PUT /admin/settings/{key}: stores the checked value and audits it with the value before. */
export async function updateSetting(db: Database, actor: Actor, key: SettingKey, rawValue: unknown) {
  const value = parseSettingValue(key, rawValue);
  return db.transaction(async (tx) => {
    const current = await lockSetting(tx, key);
    const row = await storeSetting(tx, key, value, `staff:${actor.id}`);
    if (!row) throw new AppError(ErrorCode.INTERNAL, 'Pengaturan gagal disimpan');
    await recordAudit(tx, {
      actor,
      action: 'update-setting',
      entity: 'setting',
      entityId: key,
      before: current ? { value: current.value } : null,
      after: { value },
    });
    return presentSetting(row);
  });
}
