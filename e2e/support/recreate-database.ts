import pg from 'pg';

/**
 * Drops and recreates `databaseName` on the server `adminUrl` points at, and returns a URL for it, so every
 * e2e run starts from migrations + demo seed exactly as a fresh install does.
 */
export async function recreateDatabase(adminUrl: string, databaseName: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const quoted = client.escapeIdentifier(databaseName);
    await client.query(`DROP DATABASE IF EXISTS ${quoted} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${quoted}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}
