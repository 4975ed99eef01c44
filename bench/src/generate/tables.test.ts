import { describe, expect, it } from 'vitest';
import { files, members } from '../../../apps/api/src/db/schema/index';
import * as tables from './tables';

describe('the generator’s tables, read from the schema', () => {
  it('cast each cell to the type the migrations give its column', () => {
    expect(tables.MEMBERS.name).toBe('members');
    expect(tables.MEMBERS.columns).toMatchObject({
      id: 'integer',
      nik: 'text',
      company_id: 'integer',
      birth_date: 'date',
      is_active: 'boolean',
      created_at: 'timestamp with time zone',
    });
    expect(tables.APPLICATIONS.columns).toMatchObject({ amount: 'bigint', effective_rate: 'numeric(5, 2)' });
    expect(tables.FILES.columns.data).toBe('bytea');
  });

  it('keep the columns in the order they are named', () => {
    expect(Object.keys(tables.SAVINGS_LEDGER.columns)).toEqual([
      'member_id',
      'kind',
      'reason',
      'delta',
      'balance_after',
      'seq',
      'ref',
      'note',
      'booked_on',
      'created_at',
    ]);
  });

  it('refuse a column the schema does not have', () => {
    expect(() => tables.fromSchema(members, ['nik', 'employe_id'])).toThrow(
      'members.employe_id is not a column of the schema',
    );
    expect(() => tables.fromSchema(files, ['sha256'])).not.toThrow();
  });
});
