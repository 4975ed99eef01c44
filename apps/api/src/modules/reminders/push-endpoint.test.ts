import { request } from 'node:https';
import { createServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDevice } from '../../../test/push-service';
import {
  createPublicOnlyAgent,
  isPublicAddress,
  type PushEndpointPolicy,
  problemOfPushEndpoint,
  problemOfPushUrl,
} from './push-endpoint';
import { createPushSend } from './reminder-sender';

// The answers of a DNS server the test controls (the machine has no outside DNS).
vi.mock('node:dns/promises', () => ({
  lookup: async (host: string) => {
    const answers: Record<string, string[]> = {
      'public.push.test': ['93.184.216.34'],
      'inside.push.test': ['10.0.0.5'],
      'half.push.test': ['93.184.216.34', '127.0.0.1'],
    };
    const found = answers[host];
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  },
}));

// A member chooses the URL the server then connects to. Every loopback spelling, private and
// link-local addresses, credentials in the URL and plain http were accepted, and the server opened TLS
// connections to https://127.0.0.1:5432 within a second of a reminder.
const open: PushEndpointPolicy = { allowedHosts: null, allowPrivate: false };
const production: PushEndpointPolicy = {
  allowedHosts: ['fcm.googleapis.com', '*.notify.windows.com', 'web.push.apple.com'],
  allowPrivate: false,
};

describe('which push endpoints the server may call', () => {
  it.each([
    ['https://localhost:47001/x', 'a local host'],
    ['https://localhost.:47001/x', 'a local host'],
    ['https://[::1]:47001/x', 'a non-public address'],
    ['https://127.1:47001/x', 'a non-public address'],
    ['https://2130706433:47001/x', 'a non-public address'],
    ['https://0x7f000001:47001/x', 'a non-public address'],
    ['https://127.0.0.1:5432/x', 'a non-public address'],
    ['https://10.0.0.1/x', 'a non-public address'],
    ['https://192.168.1.20/x', 'a non-public address'],
    ['https://169.254.169.254/latest/meta-data', 'a non-public address'],
    ['https://100.64.0.1/x', 'a non-public address'],
    ['https://[::ffff:127.0.0.1]/x', 'a non-public address'],
    ['https://[fd00::1]/x', 'a non-public address'],
    ['https://0.0.0.0/x', 'a non-public address'],
    ['https://user:pass@fcm.googleapis.com/x', 'credentials in the URL'],
    ['http://fcm.googleapis.com/x', 'not https'],
    ['not a url', 'not a URL'],
  ])('refuses %s (%s)', (endpoint, problem) => {
    expect(problemOfPushUrl(endpoint, open)).toBe(problem);
  });

  it('accepts a public address outside production, and in production only the known push services', () => {
    expect(problemOfPushUrl('https://8.8.8.8/x', open)).toBeNull();
    expect(problemOfPushUrl('https://8.8.8.8/x', production)).toBe('not a known push service');
    expect(problemOfPushUrl('https://fcm.googleapis.com/fcm/send/abc', production)).toBeNull();
    expect(problemOfPushUrl('https://wns2-by3p.notify.windows.com/w/?token=x', production)).toBeNull();
    expect(problemOfPushUrl('https://notify.windows.com.evil.test/x', production)).toBe(
      'not a known push service',
    );
    expect(problemOfPushUrl('https://fcm.googleapis.com.evil.test/x', production)).toBe(
      'not a known push service',
    );
  });

  it('checks a name on its DNS answer: every address must be public', async () => {
    expect(await problemOfPushEndpoint('https://public.push.test/x', open)).toBeNull();
    expect(await problemOfPushEndpoint('https://inside.push.test/x', open)).toBe('a non-public address');
    expect(await problemOfPushEndpoint('https://half.push.test/x', open)).toBe('a non-public address');
    expect(await problemOfPushEndpoint('https://nowhere.push.test/x', open)).toBe(
      'a host that does not resolve',
    );
  });

  it('tells public addresses from the others', () => {
    expect(['8.8.8.8', '2001:4860:4860::8888'].map(isPublicAddress)).toEqual([true, true]);
    expect(['127.0.0.1', '::1', '10.1.2.3', '169.254.0.1', 'nonsense'].map(isPublicAddress)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('at send time', () => {
  let server: ReturnType<typeof createServer>;
  let port = 0;
  let connections = 0;
  const sockets = new Set<Socket>();
  beforeAll(async () => {
    server = createServer((socket) => {
      connections += 1;
      sockets.add(socket);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('never connects to a stored endpoint that points inside, whatever was accepted before', async () => {
    const keys = {
      publicKey: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
      privateKey: 'UUxI4O8-FbRouAevSmBQ6o18hgE4nSG3qwvJTfKc-ls',
      subject: 'mailto:a@contoh.co.id',
    };
    const send = createPushSend(keys, { policy: open, timeoutMs: 1_000 });
    const { subscription } = createDevice(`https://127.0.0.1:${port}/x`);
    await expect(send(subscription, { title: 't', body: 'b', url: '/' })).rejects.toThrow(/refused/);
    expect(connections).toBe(0);
  });

  it('refuses, when connecting, a name whose DNS answer is a private address (rebinding)', async () => {
    const agent = createPublicOnlyAgent();
    const failure = await new Promise<NodeJS.ErrnoException>((resolve) => {
      request({ host: 'localhost', port, path: '/', agent, timeout: 1_000 }, () =>
        resolve(new Error('answered')),
      )
        .on('error', resolve)
        .end();
    });
    agent.destroy();
    expect(failure.code).toBe('EPUSHBLOCKED');
    expect(connections).toBe(0);
  });
});
