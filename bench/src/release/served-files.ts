/**
 * Attack class 6, serving: how the portal hands user files back. A browser that renders a member's file inline
 * without a sandboxing CSP runs whatever HTML rode along, on the portal's origin. Three user files are read the
 * way staff and members read them: an application document (HC), an avatar (its owner) and a settlement proof
 * (FINANCE), the last two uploaded here as image polyglots.
 */

import type { UploadedDocument } from './file-uploads';
import { type Figure, unmeasured } from './support/figures';
import { messageOf, type Reply, send } from './support/http';
import { findRunningAgreement, requestSettlement } from './support/loan-records';
import { memberIdOf } from './support/probe-members';
import type { RunContext } from './support/run-context';
import { signInMember, signInStaff } from './support/sessions';
import { dataUrl, jpegWithHtml, pngWithHtml } from './upload-samples';

const PROMISE = 'Content-Disposition: attachment, or a sandboxing CSP';

function headersOf(reply: Reply): string {
  if (reply.status !== 200) return `${reply.status} "${messageOf(reply)}"`;
  const header = (name: string) => String(reply.headers[name] ?? '(none)');
  return [
    `Content-Type: ${header('content-type')}`,
    `Content-Disposition: ${header('content-disposition')}`,
    `CSP: ${header('content-security-policy')}`,
  ].join('; ');
}

async function readApplicationDocument(ctx: RunContext, document: UploadedDocument | null): Promise<Figure> {
  if (!document) return { measure: 'application document (HC)', figure: 'no document was accepted to read' };
  const origin = ctx.portal.originFor(1);
  const token = await signInStaff(origin, ctx.addresses, 'hc');
  const reply = await send(origin, `/api/v1/admin/files/${document.fileId}`, { token });
  return {
    measure: `application document (HC reads "${document.sample}")`,
    figure: headersOf(reply),
    promise: PROMISE,
  };
}

async function uploadAndReadAvatar(ctx: RunContext): Promise<Figure> {
  const origin = ctx.portal.originFor(0);
  const id = await memberIdOf(ctx.sql, '100001');
  const token = await signInMember(origin, ctx.addresses, '100001');
  const upload = await send(origin, `/api/v1/ChangeProfile/${id}`, {
    token,
    body: { photo: dataUrl('image/png', pngWithHtml()) },
  });
  const reply = await send(origin, `/api/v1/files/avatar/${id}`, { token });
  return {
    measure: 'avatar, PNG + HTML (its owner reads it)',
    figure: `upload ${upload.status}; served: ${headersOf(reply)}`,
    promise: PROMISE,
  };
}

/** 100004 asks to settle, FINANCE approves, 100004 uploads a JPEG polyglot as proof, FINANCE opens it. */
async function uploadAndReadProof(ctx: RunContext): Promise<Figure> {
  const origin = ctx.portal.originFor(1);
  const agreement = await findRunningAgreement(ctx.sql, '100004');
  const settlementId = await requestSettlement(origin, ctx.addresses, '100004', agreement);
  const finance = await signInStaff(origin, ctx.addresses, 'finance');
  await send(origin, `/api/v1/admin/settlements/${settlementId}/approve`, { token: finance, body: {} });
  const member = await signInMember(origin, ctx.addresses, '100004');
  const upload = await send(origin, `/api/v1/UploadBuktiPelunasan/${settlementId}`, {
    token: member,
    body: { BuktiPelunasan: dataUrl('image/jpeg', jpegWithHtml()) },
  });
  const reply = await send(origin, `/api/v1/admin/settlements/${settlementId}/proof`, { token: finance });
  return {
    measure: 'settlement proof, JPEG + HTML (FINANCE reads it)',
    figure: `upload ${upload.status}; served: ${headersOf(reply)}`,
    promise: PROMISE,
  };
}

export async function measureServedFiles(
  ctx: RunContext,
  document: UploadedDocument | null,
): Promise<Figure[]> {
  const figures: Figure[] = [];
  const reads = [
    () => readApplicationDocument(ctx, document),
    () => uploadAndReadAvatar(ctx),
    () => uploadAndReadProof(ctx),
  ];
  for (const read of reads)
    figures.push(await read().catch((error: unknown) => unmeasured('served file', error)));
  return figures;
}
