import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

/** One message as the push sink stores it; tests read and decrypt these through fixtures/push-inbox.ts. */
export type StoredPush = {
  path: string;
  contentEncoding: string;
  authorization: string;
  /** The encrypted (aes128gcm) body, base64. */
  body: string;
  receivedAt: number;
};

export type PushSink = { url: string; certificatePath: string; close: () => Promise<void> };

/**
 * A local push service for the e2e stack: web-push only speaks HTTPS, so the sink has a throwaway self-signed
 * certificate (made with openssl in the run folder; the portal trusts it through NODE_EXTRA_CA_CERTS). It
 * answers 201 like a real push service and rewrites `storePath` atomically after each message.
 */
export async function startPushSink(folder: string, storePath: string): Promise<PushSink> {
  const keyPath = join(folder, 'push-sink-key.pem');
  const certificatePath = join(folder, 'push-sink-cert.pem');
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
      ...['-keyout', keyPath, '-out', certificatePath, '-days', '1'],
      ...['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
    ],
    { stdio: 'ignore' },
  );
  const pushes: StoredPush[] = [];
  let writing = Promise.resolve();
  await writeFile(storePath, '[]');
  const server = createServer(
    { key: readFileSync(keyPath), cert: readFileSync(certificatePath) },
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        pushes.push({
          path: request.url ?? '',
          contentEncoding: String(request.headers['content-encoding'] ?? ''),
          authorization: String(request.headers.authorization ?? ''),
          body: Buffer.concat(chunks).toString('base64'),
          receivedAt: Date.now(),
        });
        const snapshot = JSON.stringify(pushes, null, 2);
        writing = writing.then(async () => {
          await writeFile(`${storePath}.tmp`, snapshot);
          await rename(`${storePath}.tmp`, storePath);
        });
        void writing.then(() => response.writeHead(201).end());
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    certificatePath,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
