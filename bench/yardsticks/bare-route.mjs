// The yardstick of a signed-in member read: the least a Fastify route can do for the same answer. One query on an
// indexed column of the same PostgreSQL database, replied in the API's envelope, nothing else (no auth, no
// hooks, no logging). A member read is measured against it side by side (src/scale/member-reads-at-scale.ts).
//
//   node bench/yardsticks/bare-route.mjs PORT DATABASE_URL      (from the root of the checkout being measured)
//
// fastify and pg are the checkout's own (its apps/api), so both sides run the same versions.
import { createRequire } from 'node:module';
import { join } from 'node:path';

const [port, databaseUrl] = process.argv.slice(2);
if (!port || !databaseUrl) {
  console.error('usage: node bare-route.mjs PORT DATABASE_URL');
  process.exit(2);
}
const load = createRequire(join(process.cwd(), 'apps/api/package.json'));
const fastify = load('fastify');
const { Pool } = load('pg');

const pool = new Pool({ connectionString: databaseUrl, max: 10 });
const server = fastify({ logger: false });
server.get('/limit/:nik', async (request) => {
  const { rows } = await pool.query('SELECT id, nik, name, email FROM members WHERE nik = $1', [
    request.params.nik,
  ]);
  return { code: 200, message: 'OK', data: rows[0] ?? null };
});
await server.listen({ host: '127.0.0.1', port: Number(port) });
console.info(`bare route on 127.0.0.1:${port}`);
