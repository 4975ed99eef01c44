import type { FastifyInstance } from 'fastify';
import { auditLogRoutes } from './audit-log.routes';
import { companiesRoutes } from './companies.routes';
import { hrImportRoutes } from './hr-import.routes';
import { membersAdminRoutes } from './members-admin.routes';
import { outboxStatusRoutes } from './outbox-status.routes';
import { settingsAdminRoutes } from './settings-admin.routes';
import { staffAccountsRoutes } from './staff-accounts.routes';

/**
 * The back office that ADMIN runs: staff, members, HR import, chains, settings, audit log; and the
 * mail and reminder queues.
 */
export async function backofficeRoutes(app: FastifyInstance) {
  await app.register(staffAccountsRoutes);
  await app.register(membersAdminRoutes);
  await app.register(hrImportRoutes);
  await app.register(companiesRoutes);
  await app.register(settingsAdminRoutes);
  await app.register(auditLogRoutes);
  await app.register(outboxStatusRoutes);
}
