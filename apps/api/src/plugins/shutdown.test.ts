import { connect } from 'node:net';
import { emptyEnvelopeSchema } from '@kopkar/domain';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';

// "Smaller": during shutdown requests got Fastify's English 503 body instead of the envelope, and
// connections were closed under requests. Shutdown drains first (replies close their connections, readiness
// answers 503), then stops listening, finishes what is under way and answers what still arrives in the envelope.

/** An app with a slow route, so a request can still be under way when shutdown begins. */
async function appWithSlowRoute() {
  let started = () => {};
  const isUnderWay = new Promise<void>((resolve) => {
    started = resolve;
  });
  const t = await buildTestApp({}, (app) => {
    app.get('/api/v1/__slow', { schema: { response: { 200: emptyEnvelopeSchema } } }, async () => {
      started();
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { code: 200, message: 'selesai', data: null };
    });
  });
  return { t, isUnderWay };
}

/** A connection that has sent a request's first line and headers but not the blank line that ends them. */
function halfSentRequest(port: number, path: string) {
  const socket = connect(port, '127.0.0.1');
  let text = '';
  socket.on('data', (chunk) => {
    text += chunk.toString('utf8');
  });
  const ended = new Promise<string>((resolve, reject) => {
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
  socket.write(`GET ${path} HTTP/1.1\r\nHost: portal\r\n`);
  return { finish: () => socket.write('\r\n'), reply: ended };
}

describe('graceful shutdown', () => {
  it('finishes the request under way and answers one that arrives while closing with 503 in the envelope', async () => {
    const { t, isUnderWay } = await appWithSlowRoute();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const slow = fetch(`http://127.0.0.1:${port}/api/v1/__slow`);
    // A request on its way when shutdown begins: its connection is busy, so it is not closed as idle.
    const late = halfSentRequest(port, '/api/v1/public-settings');
    await isUnderWay;
    const closed = t.app.close();
    await new Promise((resolve) => setImmediate(resolve));
    late.finish();

    const text = await late.reply;
    expect(text).toMatch(/^HTTP\/1\.1 503/);
    expect(text).toMatch(/connection: close/i);
    expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toEqual({
      code: 503,
      message: 'Server sedang dimulai ulang. Silakan coba lagi sebentar lagi.',
      data: null,
    });
    const finished = await slow;
    const body = (await finished.json()) as { message: string };
    expect([finished.status, body.message]).toEqual([200, 'selesai']);
    await closed;
    await t.database.close();
  });

  it('while draining, still serves, closes each connection after its reply and reports not ready', async () => {
    const { t } = await appWithSlowRoute();
    await t.app.drain(0);
    const page = await t.app.inject({ method: 'GET', url: '/api/v1/public-settings' });
    expect(page.statusCode).toBe(200);
    expect(page.headers.connection).toBe('close');
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json().message).toBe('Server sedang berhenti');
    await t.close();
  });
});
