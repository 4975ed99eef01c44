import { execFile } from 'node:child_process';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { type Child, startChild, waitUntil } from './processes';
import { repositoryRoot } from './units';

const run = promisify(execFile);

export type TestPorts = { api: [number, number]; https: number; http: number };
export type Certificate = { certificate: string; key: string };

/**
 * A self-signed certificate for 127.0.0.1 and localhost, valid for a day, made with openssl as
 * docs/operations/deploy.md makes the first one (an EC key here: quicker to make).
 */
export async function makeCertificate(dir: string): Promise<Certificate> {
  const certificate = join(dir, 'portal.crt');
  const key = join(dir, 'portal.key');
  await run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=IP:127.0.0.1,DNS:localhost',
    '-keyout',
    key,
    '-out',
    certificate,
  ]);
  return { certificate, key };
}

/**
 * The committed site with the test's ports and certificate in place of production's, and without the IPv6
 * listeners. Each swapped text must be in the site: a changed site fails here, never tests something else.
 */
export async function siteForTest(ports: TestPorts, certificate: Certificate): Promise<string> {
  let site = await readFile(resolve(repositoryRoot, 'deploy/nginx/kopkar-portal.conf'), 'utf8');
  const swaps: Array<[string, string]> = [
    ['server 127.0.0.1:3001 ', `server 127.0.0.1:${ports.api[0]} `],
    ['server 127.0.0.1:3002 ', `server 127.0.0.1:${ports.api[1]} `],
    ['listen [::]:80;', ''],
    ['listen [::]:443 ssl http2;', ''],
    ['listen 80;', `listen 127.0.0.1:${ports.http};`],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${ports.https} ssl http2;`],
    ['/etc/ssl/kopkar/portal.crt', certificate.certificate],
    ['/etc/ssl/kopkar/portal.key', certificate.key],
  ];
  for (const [from, to] of swaps) {
    if (!site.includes(from)) throw new Error(`deploy/nginx/kopkar-portal.conf no longer has "${from}"`);
    site = site.replaceAll(from, to);
  }
  return site;
}

export type Nginx = Child & { accessLog: () => Promise<string[]> };

/**
 * Debian's nginx in the foreground with `dir` as its prefix: the site inside a minimal http block, one worker (its
 * round robin is then one sequence), and an access log of each request's upstream(s): "status uri upstreams".
 */
export async function startNginx(dir: string, site: string, httpsPort: number): Promise<Nginx> {
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'site.conf'), site);
  await writeFile(
    join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid nginx.pid;
error_log error.log warn;
events { worker_connections 512; }
http {
  log_format upstreams '$status $request_uri $upstream_addr';
  access_log access.log upstreams;
  client_body_temp_path client_body;
  proxy_temp_path proxy;
  fastcgi_temp_path fastcgi;
  uwsgi_temp_path uwsgi;
  scgi_temp_path scgi;
  include site.conf;
}
`,
  );
  // Started as root, nginx's workers switch to an unprivileged user that must reach its temp folders here.
  await chmod(dir, 0o755);
  const nginx = startChild(
    'nginx',
    { program: 'nginx', args: ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', 'stderr'] },
    { cwd: dir, env: { PATH: process.env.PATH } },
  );
  try {
    await waitUntil(nginx, () => isListening(httpsPort));
  } catch (error) {
    await nginx.stop();
    const log = await readFile(join(dir, 'error.log'), 'utf8').catch(() => '');
    throw new Error(`${String(error)}\n${log}`);
  }
  return {
    ...nginx,
    accessLog: async () => (await readFile(join(dir, 'access.log'), 'utf8')).split('\n').filter(Boolean),
  };
}

function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
