// Serves the built anchor page (dist/, with the .gz written beside each file) as the API serves the portal's
// build: @fastify/static with precompressed files, this repository's API's own, so both sides run one version.
//
//   npm run anchor:serve -w @kopkar/bench [-- PORT]      (default port 3440)
import { createRequire } from 'node:module';
import { join } from 'node:path';

const load = createRequire(join(import.meta.dirname, '../../../apps/api/package.json'));
const server = load('fastify')({ logger: false });
await server.register(load('@fastify/static'), {
  root: join(import.meta.dirname, 'dist'),
  preCompressed: true,
});
const port = Number(process.argv[2] ?? 3440);
await server.listen({ host: '127.0.0.1', port });
console.info(`anchor page on http://127.0.0.1:${port}/`);
