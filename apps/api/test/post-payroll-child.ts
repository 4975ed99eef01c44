/**
 * A separate process that posts one payroll period, for the kill -9 tests (payroll.kill.test.ts,
 * payroll-actual.kill.test.ts):
 *   node --import tsx test/post-payroll-child.ts <database-url> <period> <staff-id> [<file of HR's actual deductions>]
 * With a file it posts HR's actual deductions (base64 in the file), otherwise the period as instructed.
 */
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { staff } from '../src/db/schema';
import { postPayroll } from '../src/modules/payroll/payroll.service';
import { postActualDeductions } from '../src/modules/payroll/payroll-actual.service';

const [databaseUrl, period, staffId, actualFile] = process.argv.slice(2);
const handle = await openDatabase({ databaseUrl: databaseUrl as string, statementTimeoutMs: 120_000 });
const [finance] = await handle.db
  .select()
  .from(staff)
  .where(eq(staff.id, Number(staffId)));
if (!finance) throw new Error(`no staff ${staffId}`);
if (actualFile) {
  await postActualDeductions(handle.db, finance, period as string, {
    file: readFileSync(actualFile, 'utf8'),
  });
} else {
  await postPayroll(handle.db, finance, period as string);
}
await handle.close();
