import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer } from 'node:https';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** http_ece (web-push's own RFC 8188 library, untyped) decrypts what a push service would hand the browser. */
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(body: Buffer, params: { version: string; privateKey: unknown; authSecret: string }): Buffer;
};

type PushRequest = {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
};

/**
 * A local push service: an HTTPS server (web-push only speaks https) with a throwaway self-signed certificate,
 * recording every message it is sent and answering 201 like a real one; an endpoint under /gone/ answers 410
 * (the browser unsubscribed). `agent` trusts its certificate.
 */
export async function startPushService() {
  const folder = mkdtempSync(join(tmpdir(), 'push-service-'));
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
      ...['-keyout', join(folder, 'key.pem'), '-out', join(folder, 'cert.pem'), '-days', '1'],
      ...['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
    ],
    { stdio: 'ignore' },
  );
  const cert = readFileSync(join(folder, 'cert.pem'));
  const key = readFileSync(join(folder, 'key.pem'));
  rmSync(folder, { recursive: true, force: true });
  const received: PushRequest[] = [];
  const server = createServer({ cert, key }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(request.url?.startsWith('/gone/') ? 410 : 201).end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  const agent = new Agent({ ca: cert });
  return {
    url: `https://127.0.0.1:${port}`,
    agent,
    received,
    close: () => {
      agent.destroy();
      return new Promise<void>((done) => server.close(() => done()));
    },
  };
}

/**
 * A browser's side of a subscription: a real P-256 key pair and a 16-byte auth secret, as PushManager makes them,
 * and the decryption of a message the push service received for it.
 */
export function createDevice(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return {
    subscription: { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } },
    decrypt: (body: Buffer) =>
      JSON.parse(
        ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8'),
      ),
  };
}

/** How the tests' senders reach a local push service: private addresses allowed, its certificate trusted. */
export function localPushOptions(agent: Agent, timeoutMs = 5_000) {
  return { policy: { allowedHosts: null, allowPrivate: true }, timeoutMs, agent };
}
