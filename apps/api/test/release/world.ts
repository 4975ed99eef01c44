import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import {
  files,
  governanceDocuments,
  members,
  notifications,
  pointOffers,
  pointRedemptions,
  pointsLedger,
  settlements,
} from '../../src/db/schema';
import { issueSession } from '../../src/modules/auth/sessions';
import {
  createApplication,
  createChain,
  createFundedLoan,
  createMember,
  createProduct,
  createStaff,
} from '../factories';
import { type AuthHeaders, memberHeaders, signInStaff } from '../sessions';

export type Identity = { name: string; headers: AuthHeaders | Record<string, never> };

const bearer = (token: string): AuthHeaders => ({ authorization: `Bearer ${token}` });

/** A correctly signed access token (the app's secret, issuer and `typ`) whose `exp` lies an hour in the past. */
export async function expiredToken(
  secret: string,
  claims: { sub: number; kind: 'member' | 'staff' | 'former'; nik?: string; role?: string },
) {
  const now = Math.floor(Date.now() / 1000);
  const payload: Record<string, unknown> = { kind: claims.kind, typ: 'access' };
  if (claims.nik) payload.nik = claims.nik;
  if (claims.role) payload.role = claims.role;
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.sub))
    .setIssuer('kopkar-portal')
    .setIssuedAt(now - 7200)
    .setExpirationTime(now - 3600)
    .sign(new TextEncoder().encode(secret));
}

/**
 * A valid access token in a new session, issued the way sign-in issues them but living an hour (no sign-in
 * round trip: long runs outlive 15 minutes).
 */
export async function freshToken(
  app: FastifyInstance,
  claims: { sub: number; kind: 'member' | 'staff'; nik?: string; role?: string },
) {
  const session = await issueSession(app.db, { ...app.config, accessTokenTtlSeconds: 3600 }, claims);
  return bearer(session.accessToken);
}

/**
 * The data an attacker would aim at: a VICTIM member with a pending application, a funded loan (agreement,
 * schedule), an open settlement with a proof file, a notification, points, a coupon and an avatar — and an
 * ATTACKER member who owns nothing but their own record, plus an ADMIN staff account.
 */
export async function buildWorld(app: FastifyInstance) {
  const db = app.db;
  // The attacker's member id is far from every serial id the victim's rows get, so no path value is theirs.
  const attacker = await createMember(db, { id: 900_001, contributionBalance: 2_000_000 });
  // A member who left (ADR 0017): signs in through /web/login like anyone and gets a read-only `former` token.
  const formerMember = await createMember(db, { id: 900_002, contributionBalance: 1_000_000 });
  await db
    .update(members)
    .set({ isActive: false, resignedAt: new Date() })
    .where(eq(members.id, formerMember.id));
  const victim = await createMember(db, { contributionBalance: 5_000_000 });
  await createChain(db, victim.companyId);
  await createChain(db, attacker.companyId);
  const product = await createProduct(db);
  const pending = await createApplication(db, victim, product.id, { status: 'NEW' });
  const { application: funded, agreement } = await createFundedLoan(db, victim, product.id, {
    amount: 6_000_000,
    tenorMonths: 12,
    ratePercent: 12,
    fundingDate: '2025-11-10',
    paidRows: 3,
  });
  const fileRow = async (purpose: string, ownerId: number) => {
    const data = Buffer.from(`release-fixture-${purpose}-${ownerId}`);
    const [row] = await db
      .insert(files)
      .values({
        ownerKind: 'member',
        ownerId,
        purpose,
        mime: 'image/jpeg',
        sizeBytes: data.length,
        sha256: createHash('sha256').update(data).digest('hex'),
        data,
      })
      .returning();
    return row!;
  };
  const avatar = await fileRow('AVATAR', victim.id);
  await db.update(members).set({ avatarFileId: avatar.id }).where(eq(members.id, victim.id));
  const proof = await fileRow('PROOF', victim.id);
  const [settlement] = await db
    .insert(settlements)
    .values({
      agreementId: agreement.id,
      memberId: victim.id,
      status: 'PT1',
      plannedDate: '2026-12-20',
      outstandingPrincipal: 4_000_000,
      interest: 40_000,
      total: 4_040_000,
      proofFileId: proof.id,
    })
    .returning();
  const [notification] = await db
    .insert(notifications)
    .values({
      memberId: victim.id,
      applicationId: pending.id,
      logHeader: 'NEW',
      logDesc: 'Pengajuan diterima',
    })
    .returning();
  const [ledger] = await db
    .insert(pointsLedger)
    .values({ memberId: victim.id, delta: 5_000, reason: 'GRANT', ref: 'release-fixture', note: 'fixture' })
    .returning();
  const [offer] = await db
    .insert(pointOffers)
    .values({ title: 'Voucher uji', value: 100, validityMonths: 3 })
    .returning();
  const [coupon] = await db
    .insert(pointRedemptions)
    .values({ memberId: victim.id, offerId: offer!.id, value: 100, validUntil: '2027-01-31' })
    .returning();
  const admin = await createStaff(db, { role: 'ADMIN' });
  // A governance document belongs to no member: every signed-in member may read it, nobody else may.
  const pdf = Buffer.from('%PDF-1.4 release fixture');
  const [governanceFile] = await db
    .insert(files)
    .values({
      ownerKind: 'staff',
      ownerId: admin.id,
      purpose: 'GOVERNANCE',
      mime: 'application/pdf',
      sizeBytes: pdf.length,
      sha256: createHash('sha256').update(pdf).digest('hex'),
      data: pdf,
    })
    .returning();
  const [governanceDocument] = await db
    .insert(governanceDocuments)
    .values({
      kind: 'LAPORAN_RAT',
      title: 'Laporan RAT uji',
      year: 2025,
      publishedOn: '2026-03-01',
      fileId: governanceFile!.id,
    })
    .returning();
  const secret = app.config.jwtSecret;

  /** The victim's values an attacker would put in a path, by parameter name. */
  const victimIds = {
    member: victim.id,
    pendingApplication: pending.id,
    fundedApplication: funded.id,
    agreement: agreement.id,
    settlement: settlement!.id,
    notification: notification!.id,
    ledger: ledger!.id,
    coupon: coupon!.id,
    avatarFile: avatar.id,
    proofFile: proof.id,
  };
  // Values the attacker owns are left out, so a 2xx can only mean the victim's data answered.
  const attackerOwned = new Set([
    String(attacker.id),
    attacker.nik,
    String(formerMember.id),
    formerMember.nik,
  ]);
  const distinct = (values: (string | number)[]) =>
    [...new Set(values.map(String))].filter((value) => !attackerOwned.has(value));
  const victimValues: Record<string, string[]> = {
    nik: distinct([victim.nik]),
    agreementNo: distinct([agreement.agreementNo]),
    settlementId: distinct([settlement!.id]),
    companyID: distinct([victim.companyId]),
    id: distinct([...Object.values(victimIds), victim.nik]),
    slug: ['about', 'terms', 'privacy'],
    period: ['2026-01', '2025-12'],
    year: ['2025'],
    tahun: ['2025'],
    documentId: [String(governanceDocument!.id)],
    code: ['1101'],
    month: ['2025-12'],
    // Parameters with a fixed set of values (settings :key, export :format) take them from the route's schema.
  };

  /** The victim's values an attacker would put in a body field that names whose record a call acts on. */
  const victimBodyValues: Record<string, string[]> = {
    nik: [victim.nik],
    agreementno: [agreement.agreementNo],
    approvalno: [pending.approvalNo, funded.approvalNo],
    id_user: distinct([victim.id]),
    id: distinct(Object.values(victimIds)),
  };

  return {
    victim,
    victimBodyValues,
    attacker,
    admin,
    product,
    agreement,
    settlement: settlement!,
    victimIds,
    victimValues,
    identities: {
      anonymous: { name: 'anonymous', headers: {} } as Identity,
      // Real sign-ins through the login routes (the app must run with captchaBypass).
      victim: { name: 'victim member', headers: await memberHeaders(app, victim.nik) } as Identity,
      otherMember: { name: 'other member', headers: await memberHeaders(app, attacker.nik) } as Identity,
      staff: { name: 'ADMIN staff', headers: await signInStaff(app, admin.username) } as Identity,
      formerMember: {
        name: 'former member',
        headers: await memberHeaders(app, formerMember.nik),
      } as Identity,
      expiredFormer: {
        name: 'expired former member token',
        headers: bearer(await expiredToken(secret, { sub: formerMember.id, kind: 'former' })),
      },
      expiredMember: {
        name: 'expired member token',
        headers: bearer(await expiredToken(secret, { sub: victim.id, kind: 'member', nik: victim.nik })),
      },
      expiredStaff: {
        name: 'expired staff token',
        headers: bearer(await expiredToken(secret, { sub: admin.id, kind: 'staff', role: 'ADMIN' })),
      },
    },
  };
}

export type World = Awaited<ReturnType<typeof buildWorld>>;
