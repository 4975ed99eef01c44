/**
 * Attack class 14, loans: a FINANCE account funds its own member's approved application, then walks the early
 * settlement of the loan that came of it (reject, approve, send back, confirm); an HC account (the chain's first
 * step) decides its own member's application, which the portal already refuses (the control of this class).
 * Applications are written at the stage the decision needs (self-linked.ts), as the chain itself is not the
 * subject here; the member asks for the settlement and uploads the proof through the portal.
 */

import type { Figure } from './support/figures';
import { send } from './support/http';
import { findRunningAgreement, requestSettlement, todayInJakarta } from './support/loan-records';
import { type Desk, decideOwn, insertApplication, signInSelfLinked, statusOf } from './support/self-linked';
import { signInMember } from './support/sessions';
import { dataUrl, jpeg } from './upload-samples';

export const FUNDING_NIK = '791003';
export const CHAIN_NIK = '791006';
const REASON = { reason: 'Diputuskan oleh petugas untuk uji empat mata' };

/** FINANCE funds its own member's APV application; if refused, the other clerk funds it, for the settlement. */
async function fundOwn(desk: Desk, staff: string): Promise<Figure> {
  const { ctx, origin } = desk;
  const id = await insertApplication(ctx.sql, FUNDING_NIK, 'APV');
  const body = { fundingDate: todayInJakarta() };
  const figure = await decideOwn(origin, staff, {
    route: 'POST /admin/funding/:id (own loan)',
    path: `/api/v1/admin/funding/${id}`,
    body,
    state: statusOf(ctx.sql, 'applications', id),
  });
  if ((await statusOf(ctx.sql, 'applications', id)()) === 'APV') {
    await send(origin, `/api/v1/admin/funding/${id}`, { token: await desk.otherClerk(), body });
  }
  return figure;
}

async function settlementCases(desk: Desk, staff: string): Promise<Figure[]> {
  const { ctx, origin } = desk;
  const agreement = await findRunningAgreement(ctx.sql, FUNDING_NIK);
  const ask = () => requestSettlement(origin, ctx.addresses, FUNDING_NIK, agreement);
  const state = (id: number) => async () => {
    const [row] = await ctx.sql(`
      select s.status, a.status from settlements s join agreements a on a.id = s.agreement_id where s.id = ${id}`);
    return `${row?.[0]}, loan ${row?.[1]}`;
  };
  const decide = (id: number, decision: string) =>
    decideOwn(origin, staff, {
      route: `POST /admin/settlements/:id/${decision} (own settlement)`,
      path: `/api/v1/admin/settlements/${id}/${decision}`,
      body: decision === 'reject' || decision === 'send-back' ? REASON : {},
      state: state(id),
    });
  const member = await signInMember(origin, ctx.addresses, FUNDING_NIK);
  const uploadProof = (id: number) =>
    send(origin, `/api/v1/UploadBuktiPelunasan/${id}`, {
      token: member,
      body: { BuktiPelunasan: dataUrl('image/jpeg', jpeg()) },
    });
  const statusNow = async (id: number) => (await state(id)()).split(',')[0];

  const rejected = await ask();
  const figures = [await decide(rejected, 'reject')];
  const settlement = (await statusNow(rejected)) === 'PT1' ? rejected : await ask();
  figures.push(await decide(settlement, 'approve'));
  if ((await statusNow(settlement)) === 'PT1') {
    await send(origin, `/api/v1/admin/settlements/${settlement}/approve`, {
      token: await desk.otherClerk(),
      body: {},
    });
  }
  await uploadProof(settlement);
  figures.push(await decide(settlement, 'send-back'));
  if ((await statusNow(settlement)) === 'PT2') await uploadProof(settlement);
  figures.push(await decide(settlement, 'confirm'));
  return figures;
}

/** HC decides the chain's first step: here, its own member's application. */
async function chainDecision(desk: Desk): Promise<Figure> {
  const { ctx, origin } = desk;
  const staff = await signInSelfLinked(ctx.sql, origin, ctx.addresses, 'HC', CHAIN_NIK);
  const id = await insertApplication(ctx.sql, CHAIN_NIK, 'NEW');
  return decideOwn(origin, staff, {
    route: 'POST /admin/applications/:id/decision APPROVE by HC (own application; control)',
    path: `/api/v1/admin/applications/${id}/decision`,
    body: { action: 'APPROVE' },
    state: statusOf(ctx.sql, 'applications', id),
  });
}

export async function decideOwnLoans(desk: Desk): Promise<Figure[]> {
  const { ctx, origin } = desk;
  const staff = await signInSelfLinked(ctx.sql, origin, ctx.addresses, 'FINANCE', FUNDING_NIK);
  const funding = await fundOwn(desk, staff);
  return [funding, ...(await settlementCases(desk, staff)), await chainDecision(desk)];
}
