/**
 * Web Push from the outside: a local push service (HTTPS, as web-push only speaks https) that answers 201 like a
 * real one and records what it received, the keys a browser's subscription carries, and a VAPID key pair for a
 * production process. The service's certificate is a throwaway self-signed one written to a file: API processes
 * trust it through NODE_EXTRA_CA_CERTS (read by Node at start), so their own code needs no test hook.
 */
import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type PushService = {
  /** https://127.0.0.1:<port> */
  url: string;
  /** The certificate file, for NODE_EXTRA_CA_CERTS. */
  certificateFile: string;
  /** Each message received: its path and when (performance.now()). */
  received: { path: string; atMs: number }[];
  close: () => Promise<void>;
};

export async function startPushService(): Promise<PushService> {
  const folder = mkdtempSync(join(tmpdir(), 'attacks-push-'));
  const certificateFile = join(folder, 'cert.pem');
  const keyFile = join(folder, 'key.pem');
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
      ...['-keyout', keyFile, '-out', certificateFile, '-days', '1'],
      ...['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
    ],
    { stdio: 'ignore' },
  );
  const received: PushService['received'] = [];
  const server = createServer(
    { cert: readFileSync(certificateFile), key: readFileSync(keyFile) },
    (request, response) => {
      request.resume();
      request.on('end', () => {
        received.push({ path: request.url ?? '', atMs: performance.now() });
        response.writeHead(201).end();
      });
    },
  );
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    certificateFile,
    received,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

const base64Url = (bytes: Buffer) => bytes.toString('base64url');

/** A browser's subscription keys: a P-256 public key (65 bytes) and a 16-byte auth secret, as PushManager makes. */
export function deviceKeys(): { p256dh: string; auth: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: base64Url(ecdh.getPublicKey()), auth: base64Url(randomBytes(16)) };
}

/** A VAPID key pair as `web-push generate-vapid-keys` prints it (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY). */
export function vapidKeyPair(): { publicKey: string; privateKey: string } {
  for (;;) {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const privateKey = ecdh.getPrivateKey();
    // web-push wants exactly 32 bytes; a key with a leading zero byte comes out shorter.
    if (privateKey.length === 32) {
      return { publicKey: base64Url(ecdh.getPublicKey()), privateKey: base64Url(privateKey) };
    }
  }
}
