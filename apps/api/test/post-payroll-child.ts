/**
 * A separate process that posts one payroll period, for the kill -9 test (payroll.kill.test.ts):
 *   node --import tsx test/post-payroll-child.ts <database-url> <period> <staff-id>
 */
import { eq } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { staff } from '../src/db/schema';
import { postPayroll } from '../src/modules/payroll/payroll.service';

const [databaseUrl, period, staffId] = process.argv.slice(2);
const handle = await openDatabase({ databaseUrl: databaseUrl as string, statementTimeoutMs: 120_000 });
const [finance] = await handle.db
  .select()
  .from(staff)
  .where(eq(staff.id, Number(staffId)));
if (!finance) throw new Error(`no staff ${staffId}`);
await postPayroll(handle.db, finance, period as string);
await handle.close();
