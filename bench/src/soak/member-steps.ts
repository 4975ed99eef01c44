/**
 * A member's visit, one step per slot: sign in (captcha key, login), what the home page reads (/me, loan status
 * and history, the application in approval, savings balances, the notification bell), the notification list and
 * one notification read, points, the sukarela pages, then a write in a quarter of the visits (a deposit with its
 * proof photo in one of eight, a withdrawal of Rp 10,000 in one of eight when the balance allows it, cancelled
 * again in half of those), the full loan history, and sign out. Compressed time: 5,000 members make this many
 * deposits in a month, not an hour, but each one is what sends a picture through sharp.
 */
import { randomUUID } from 'node:crypto';
import { proofDataUrl } from './proof-image';
import { cookieOf, dataOf, type Step, signedGet, type Visit } from './visit';

const PASSWORD = 'Koperasi123!';
/** A withdrawal only from a balance this large, so a soak never drains a member's sukarela. */
const WITHDRAW_FROM = 100_000;
const WITHDRAWAL = 10_000;

/** A few distinct proof photos made once: encoding one costs the load generator ~0.2 s of its core. */
const proofs = Array.from({ length: 4 }, (_, index) => proofDataUrl(index + 1));

const todayInJakarta = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());

const nikOf = (visit: Visit) => visit.member?.nik ?? '';
const idOf = (visit: Visit) => visit.member?.id ?? 0;
const turn = (visit: Visit) => visit.number ?? 0;

const deposit: Step['build'] = (visit) => ({
  method: 'POST',
  path: '/api/v1/Simpanan/Sukarela/Setor',
  label: 'POST /Simpanan/Sukarela/Setor',
  headers: { 'idempotency-key': randomUUID() },
  body: {
    NIK: nikOf(visit),
    Jumlah: 50_000 + (turn(visit) % 20) * 5_000,
    TanggalTransfer: todayInJakarta(),
    BuktiTransfer: proofs[turn(visit) % proofs.length],
    Catatan: 'Setoran rutin',
  },
});

const withdraw: Step['build'] = (visit) => ({
  method: 'POST',
  path: '/api/v1/Simpanan/Sukarela/Tarik',
  label: 'POST /Simpanan/Sukarela/Tarik',
  headers: { 'idempotency-key': randomUUID() },
  body: { NIK: nikOf(visit), Jumlah: WITHDRAWAL },
});

const savingsPage = signedGet(
  'GET /Simpanan/{nik}/grafik',
  (visit) => `/api/v1/Simpanan/${nikOf(visit)}/grafik`,
);
const me = signedGet('GET /me', () => '/api/v1/me');

export const memberSteps: Step[] = [
  {
    build: () => ({ method: 'GET', path: '/api/v1/get-key/math', label: 'GET /get-key/math' }),
    read: (visit, status, body) => {
      if (status === 200) visit.key = dataOf<{ key: string }>(body)?.key;
    },
  },
  {
    build: (visit) =>
      visit.key
        ? {
            method: 'POST',
            path: '/api/v1/web/login',
            label: 'POST /web/login',
            body: { nik: nikOf(visit), password: PASSWORD, captcha: '0', key: visit.key },
          }
        : null,
    read: (visit, status, body, headers) => {
      if (status !== 200) return;
      visit.token = dataOf<{ access_token: string }>(body)?.access_token;
      visit.cookie = cookieOf(headers);
    },
  },
  { build: me },
  { build: signedGet('GET /StatusPinjaman/{nik}', (visit) => `/api/v1/StatusPinjaman/${nikOf(visit)}`) },
  { build: signedGet('GET /InquiryStatus/{nik}', (visit) => `/api/v1/InquiryStatus/${nikOf(visit)}`) },
  { build: signedGet('GET /HistoryPinjaman/{nik}', (visit) => `/api/v1/HistoryPinjaman/${nikOf(visit)}`) },
  { build: signedGet('GET /Simpanan/{nik}', (visit) => `/api/v1/Simpanan/${nikOf(visit)}`) },
  { build: signedGet('GET /notifications/unread-count', () => '/api/v1/notifications/unread-count') },
  {
    build: (visit) =>
      visit.token
        ? { method: 'POST', path: `/api/v1/Notifikasi/${idOf(visit)}`, label: 'POST /Notifikasi/{id}' }
        : null,
    read: (visit, status, body) => {
      if (status !== 200) return;
      const list = dataOf<{ id: number; IsRead: boolean }[]>(body) ?? [];
      visit.notificationId = (
        list.find((item) => !item.IsRead) ?? list[turn(visit) % Math.max(1, list.length)]
      )?.id;
    },
  },
  {
    build: (visit) =>
      visit.token && visit.notificationId
        ? {
            method: 'POST',
            path: `/api/v1/notifications/${visit.notificationId}/read`,
            label: 'POST /notifications/{id}/read',
          }
        : me(visit),
  },
  { build: signedGet('GET /Poin', () => '/api/v1/Poin') },
  { build: signedGet('GET /Poin/History/{id}', (visit) => `/api/v1/Poin/History/${idOf(visit)}`) },
  {
    build: signedGet(
      'GET /Simpanan/{nik}/mutasi',
      (visit) => `/api/v1/Simpanan/${nikOf(visit)}/mutasi?jenis=SUKARELA&page=1&pageSize=20`,
    ),
  },
  {
    build: signedGet('GET /Simpanan/{nik}/Sukarela', (visit) => `/api/v1/Simpanan/${nikOf(visit)}/Sukarela`),
  },
  {
    build: (visit) => {
      if (!visit.token) return null;
      if (turn(visit) % 8 === 1) return deposit(visit);
      if (turn(visit) % 8 === 5 && (visit.member?.sukarela ?? 0) >= WITHDRAW_FROM) return withdraw(visit);
      return savingsPage(visit);
    },
    read: (visit, status, body) => {
      if (status === 200) visit.withdrawalId = dataOf<{ penarikan?: { id: number } }>(body)?.penarikan?.id;
    },
  },
  {
    build: (visit) =>
      visit.token && visit.withdrawalId && turn(visit) % 16 === 5
        ? {
            method: 'POST',
            path: `/api/v1/Simpanan/Sukarela/Tarik/${visit.withdrawalId}/Batal`,
            label: 'POST /Simpanan/Sukarela/Tarik/{id}/Batal',
            body: {},
          }
        : me(visit),
  },
  {
    build: signedGet(
      'GET /HistoryPinjamanAll/{nik}',
      (visit) => `/api/v1/HistoryPinjamanAll/${nikOf(visit)}`,
    ),
  },
  {
    build: (visit) =>
      visit.token
        ? {
            method: 'POST',
            path: '/api/v1/logout',
            label: 'POST /logout',
            headers: visit.cookie ? { cookie: visit.cookie } : {},
          }
        : null,
  },
];
