import { PER_ADDRESS_PER_MINUTE } from '@kopkar/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { loadConfig } from './config';

/** GET /otp/{nik}'s requests a minute per address (auth.routes.ts); each burst asks for other NIKs. */
const LIMIT = PER_ADDRESS_PER_MINUTE.otpRequest;
const PROXY = '10.9.0.1';
const CLIENT = '203.0.113.7';

const trustProxyOf = (value: string) => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: value }).trustProxy;

describe('TRUST_PROXY and a client-written X-Forwarded-For', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  /** LIMIT + 10 requests through our proxy, each with a made-up left end the client wrote itself. */
  async function spoofedBurst(remoteAddress: string) {
    let passed = 0;
    for (let i = 0; i < LIMIT + 10; i += 1) {
      const reply = await t!.app.inject({
        method: 'GET',
        url: `/api/v1/otp/${700000 + i}`,
        remoteAddress,
        headers: { 'x-forwarded-for': `6.6.${Math.floor(i / 200)}.${(i % 200) + 1}, ${CLIENT}` },
      });
      if (reply.statusCode !== 429) passed += 1;
    }
    return passed;
  }

  it.each([
    ['1', 'one proxy hop'],
    [PROXY, "the proxy's address"],
    ['10.9.0.0/16', "the proxies' network"],
  ])(
    'TRUST_PROXY=%s (%s): the limit counts the address our proxy saw, not the made-up one',
    async (value) => {
      t = await buildTestApp({ trustProxy: trustProxyOf(value) });
      expect(await spoofedBurst(PROXY)).toBe(LIMIT);
    },
  );

  it('by default trusts no header at all: the socket address is the client', async () => {
    t = await buildTestApp({ trustProxy: trustProxyOf('') });
    expect(await spoofedBurst(CLIENT)).toBe(LIMIT);
  });

  it('refuses "true" (every hop) and anything that is neither a hop count nor addresses', () => {
    for (const value of ['true', 'yes', '10.9.0.1,nonsense', '99']) {
      expect(() => trustProxyOf(value), value).toThrow(/TRUST_PROXY/);
    }
  });
});
