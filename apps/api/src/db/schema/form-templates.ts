import { index, integer, pgTable, serial } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { files } from './files';
import { staff } from './staff';

/** Uploads of the blank Form Pengajuan by ADMIN; members get the latest (the history stays for the audit). */
export const formTemplates = pgTable(
  'form_templates',
  {
    id: serial('id').primaryKey(),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => staff.id),
    createdAt: createdAt(),
  },
  (t) => [index('form_templates_created_idx').on(t.createdAt)],
);
