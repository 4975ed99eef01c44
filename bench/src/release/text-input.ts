/**
 * Attack class 7: text the database or the audit log cannot hold, and messages a user reads. A lone surrogate
 * ("\ud800") is valid JSON and passes zod, but is not valid Unicode: PostgreSQL's jsonb (the audit log) refuses
 * it. Sent to the back-office rich texts and to two member-side texts, signed in as the demo staff.
 */
import { type Figure, unmeasured } from './support/figures';
import { fieldMessagesOf, messageOf, type Reply, send } from './support/http';
import { memberIdOf } from './support/probe-members';
import type { RunContext } from './support/run-context';
import { signInMember, signInStaff } from './support/sessions';

const LONE_SURROGATE = String.fromCharCode(0xd800);
const PROMISE = '4xx with an Indonesian message, never 500';

const describe = (reply: Reply) => `${reply.status} "${messageOf(reply)}"`;

type Case = {
  measure: string;
  path: string;
  method: string;
  token?: string;
  body: unknown;
  /** Where an accepted text lands, to show what was stored in place of the surrogate. */
  storedQuery?: string;
};

/** The stored text with U+FFFD spelled out: the driver's UTF-8 encoding replaces a lone surrogate silently. */
async function readStoredText(ctx: RunContext, query: string): Promise<string> {
  const [row] = await ctx.sql(query);
  return `; stored: "${(row?.[0] ?? '').replaceAll('\uFFFD', '<U+FFFD>')}"`;
}

async function sendLoneSurrogates(ctx: RunContext): Promise<Figure[]> {
  const origin = ctx.portal.originFor(0);
  const editor = await signInStaff(origin, ctx.addresses, 'editor');
  const admin = await signInStaff(origin, ctx.addresses, 'admin');
  const member = await signInMember(origin, ctx.addresses, '100001');
  const [category] = (await ctx.sql('select category from faqs order by id limit 1'))[0] ?? [];
  const memberId = await memberIdOf(ctx.sql, '100001');
  const [article] = (await ctx.sql(`select id from blog_articles order by id limit 1`))[0] ?? [];
  const cases: Case[] = [
    {
      measure: 'FAQ category rename (EDITOR)',
      path: '/api/v1/admin/content/faq-categories',
      method: 'PUT',
      token: editor,
      body: { from: category ?? 'Pinjaman', to: `Kategori ${LONE_SURROGATE}` },
    },
    {
      measure: 'setting coop.name (ADMIN)',
      path: '/api/v1/admin/settings/coop.name',
      method: 'PUT',
      token: admin,
      body: { value: `Koperasi ${LONE_SURROGATE}` },
    },
    {
      measure: 'point grant note (ADMIN)',
      path: `/api/v1/admin/members/${memberId}/points`,
      method: 'POST',
      token: admin,
      body: { delta: 10, note: `Bonus ${LONE_SURROGATE}` },
    },
    {
      measure: 'member address (POST /updateProfile)',
      path: `/api/v1/updateProfile/${memberId}`,
      method: 'POST',
      token: member,
      body: { mobilephoneno: '081234567801', address: `Jl. Melati ${LONE_SURROGATE}` },
      storedQuery: `select address from members where id = ${memberId}`,
    },
    {
      measure: 'blog comment (visitor)',
      path: '/api/v1/blog/comment',
      method: 'POST',
      body: {
        id_blog: Number(article ?? 1),
        nama: 'Pengunjung',
        email: 'surrogate@example.com',
        komentar: `Halo ${LONE_SURROGATE}`,
        setuju: true,
      },
      storedQuery: `select body from blog_comments where email = 'surrogate@example.com' order by id desc limit 1`,
    },
  ];
  const figures: Figure[] = [];
  for (const item of cases) {
    const reply = await send(origin, item.path, {
      method: item.method,
      token: item.token,
      body: item.body,
      from: ctx.addresses.next(),
    });
    const stored = reply.status < 300 && item.storedQuery ? await readStoredText(ctx, item.storedQuery) : '';
    figures.push({
      measure: `"\\ud800" in ${item.measure}`,
      figure: `${describe(reply)}${stored}`,
      promise: PROMISE,
    });
  }
  return figures;
}

async function sendWrongType(ctx: RunContext): Promise<Figure[]> {
  const origin = ctx.portal.originFor(1);
  const admin = await signInStaff(origin, ctx.addresses, 'admin');
  const reply = await send(origin, '/api/v1/admin/settings/loan.maxAmount', {
    method: 'PUT',
    token: admin,
    body: { value: 'x' },
  });
  const fields = fieldMessagesOf(reply).map((message) => `"${message}"`);
  return [
    {
      measure: 'PUT /admin/settings/loan.maxAmount {"value":"x"}',
      figure: `${describe(reply)}; field messages: ${fields.join(', ') || '(none)'}`,
      promise: 'every message Indonesian',
    },
  ];
}

export async function measureTextInput(ctx: RunContext): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const measure of [sendLoneSurrogates, sendWrongType]) {
    figures.push(...(await measure(ctx).catch((error: unknown) => [unmeasured('text input', error)])));
  }
  return figures;
}
