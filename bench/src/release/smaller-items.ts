/**
 * Attack class 9, the smaller items: caching and permission headers of a personal reply, an access token
 * without `exp` (forged with the demo secret, which an attacker reads in the public repository), and the API
 * docs of a production process.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Figure, unmeasured } from './support/figures';
import { send } from './support/http';
import type { RunContext } from './support/run-context';
import { claimsOf, signInMember } from './support/sessions';
import { signHs256 } from './support/tokens';

/** The demo JWT secret as the measured checkout ships it (apps/api/src/config.ts). */
function demoJwtSecret(apiDir: string): string {
  const config = readFileSync(join(apiDir, 'src/config.ts'), 'utf8');
  const secret = /DEMO_JWT_SECRET\s*=\s*'([^']+)'/.exec(config)?.[1];
  if (!secret) throw new Error('no DEMO_JWT_SECRET in src/config.ts');
  return secret;
}

async function readPersonalHeaders(ctx: RunContext, token: string): Promise<Figure[]> {
  const reply = await send(ctx.portal.originFor(0), '/api/v1/me', { token });
  const header = (name: string) => String(reply.headers[name] ?? '(none)');
  return [
    { measure: 'GET /me: Cache-Control', figure: header('cache-control'), promise: 'no-store' },
    { measure: 'GET /me: Permissions-Policy', figure: header('permissions-policy'), promise: 'present' },
  ];
}

/** The real token's claims (same session `sid`) signed again, once as they are and once without `exp`. */
async function tryTokenWithoutExpiry(ctx: RunContext, token: string): Promise<Figure[]> {
  const secret = demoJwtSecret(ctx.apiDir);
  const { exp: _dropped, ...claims } = claimsOf(token);
  const resigned = signHs256(secret, claimsOf(token));
  const endless = signHs256(secret, { ...claims, iat: Math.floor(Date.now() / 1000) });
  const origin = ctx.portal.originFor(1);
  const control = await send(origin, '/api/v1/me', { token: resigned });
  const reply = await send(origin, '/api/v1/me', { token: endless });
  return [
    { measure: 'forged token WITH exp (control: secret and claims right)', figure: String(control.status) },
    {
      measure: 'forged token WITHOUT exp: GET /me',
      figure: reply.status === 200 ? 'accepted (200)' : `refused (${reply.status})`,
      promise: 'refused',
    },
  ];
}

async function readProductionDocs(ctx: RunContext): Promise<Figure[]> {
  const api = await ctx.startExtra(
    'api-production',
    {
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO: '0',
      CAPTCHA_BYPASS: '0',
    },
    { waitFor: 'answer' },
  );
  try {
    const page = await send(api.origin, '/api/docs');
    const document = await send(api.origin, '/api/docs/json');
    const location = page.headers.location ? ` → ${page.headers.location}` : '';
    return [
      {
        measure: 'NODE_ENV=production: GET /api/docs',
        figure: `${page.status}${location}`,
        promise: 'behind staff sign-in or off',
      },
      { measure: 'NODE_ENV=production: GET /api/docs/json', figure: String(document.status) },
    ];
  } finally {
    await api.stop();
  }
}

export async function measureSmallerItems(ctx: RunContext): Promise<Figure[]> {
  const figures: Figure[] = [];
  const token = await signInMember(ctx.portal.originFor(0), ctx.addresses, '100001');
  const measures = [
    () => readPersonalHeaders(ctx, token),
    () => tryTokenWithoutExpiry(ctx, token),
    () => readProductionDocs(ctx),
  ];
  for (const measure of measures) {
    figures.push(...(await measure().catch((error: unknown) => [unmeasured('smaller item', error)])));
  }
  return figures;
}
