import { ErrorCode } from './errors';

/**
 * Early settlement (pelunasan) state machine, docs/product/loans.md#early-settlement. `null` means no request yet.
 * One open request per loan at a time; the server applies a move with a conditional UPDATE on the old status.
 */

export const SETTLEMENT_STATUSES = ['PT1', 'PT2', 'PT3', 'PAI', 'RJT'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];
/** A loan's settlement state: a status, or null when the member has not requested settlement. */
export type SettlementState = SettlementStatus | null;

export const SETTLEMENT_EVENTS = [
  'REQUEST',
  'APPROVE',
  'REJECT',
  'UPLOAD_PROOF',
  'CONFIRM',
  'SEND_BACK',
] as const;
export type SettlementEvent = (typeof SETTLEMENT_EVENTS)[number];
export type SettlementActor = 'MEMBER' | 'FINANCE';

/** Who may fire each event: the member requests and uploads proof; FINANCE decides. */
export const SETTLEMENT_EVENT_ACTOR: Readonly<Record<SettlementEvent, SettlementActor>> = {
  REQUEST: 'MEMBER',
  APPROVE: 'FINANCE',
  REJECT: 'FINANCE',
  UPLOAD_PROOF: 'MEMBER',
  CONFIRM: 'FINANCE',
  SEND_BACK: 'FINANCE',
};

const NONE = 'NONE';
/** Legal moves: state (NONE for null) → event → next status. Anything absent is illegal. */
const TRANSITIONS: Readonly<
  Record<SettlementStatus | typeof NONE, Partial<Record<SettlementEvent, SettlementStatus>>>
> = {
  NONE: { REQUEST: 'PT1' },
  PT1: { APPROVE: 'PT2', REJECT: 'RJT' },
  PT2: { UPLOAD_PROOF: 'PT3' },
  PT3: { CONFIRM: 'PAI', SEND_BACK: 'PT2' },
  PAI: {},
  RJT: { REQUEST: 'PT1' },
};

export type SettlementTransition =
  | { ok: true; status: SettlementStatus }
  | { ok: false; code: typeof ErrorCode.CONFLICT | typeof ErrorCode.FORBIDDEN; message: string };

/**
 * Next settlement status for an event, or an error: CONFLICT for a move the table does not allow from this
 * status, FORBIDDEN when an actor is given and is not the one who may fire the event.
 */
export function transitionSettlement(
  status: SettlementState,
  event: SettlementEvent,
  actor?: SettlementActor,
): SettlementTransition {
  if (actor && SETTLEMENT_EVENT_ACTOR[event] !== actor) {
    return { ok: false, code: ErrorCode.FORBIDDEN, message: 'Anda tidak berhak melakukan aksi ini' };
  }
  const next = TRANSITIONS[status ?? NONE][event];
  if (!next) {
    return {
      ok: false,
      code: ErrorCode.CONFLICT,
      message: `Status pelunasan ${status ?? '(belum diajukan)'} tidak dapat diproses (${event})`,
    };
  }
  return { ok: true, status: next };
}

/** Reads a stored status: '', null and unknown codes read as no request (the database CHECK allows only codes). */
export function normaliseSettlementStatus(raw: string | null | undefined): SettlementState {
  const upper = (raw ?? '').trim().toUpperCase();
  return (SETTLEMENT_STATUSES as readonly string[]).includes(upper) ? (upper as SettlementStatus) : null;
}

/** True while a request is open (PT1, PT2, PT3): a second request for the same loan is refused. */
export function isSettlementOpen(status: SettlementState): boolean {
  return status === 'PT1' || status === 'PT2' || status === 'PT3';
}

export type SettlementAction = { label: string; isDisabled: boolean; isHidden: boolean };

/** The amortisation report's settlement button per status (docs/product/screens.md; PT3's odd casing is the spec's text). */
export function describeSettlementAction(status: SettlementState): SettlementAction {
  switch (status) {
    case 'PT1':
      return { label: 'Dalam Pengecekan Admin', isDisabled: true, isHidden: false };
    case 'PT2':
      return { label: 'Upload Bukti Transfer', isDisabled: false, isHidden: false };
    case 'PT3':
      return { label: 'Menunggu ApprovAL', isDisabled: true, isHidden: false };
    case 'PAI':
      return { label: '', isDisabled: true, isHidden: true };
    default:
      return { label: 'Ajukan Pelunasan', isDisabled: false, isHidden: false };
  }
}

/** Indonesian text of a settlement status for the repayment page. */
export function describeSettlementStatus(status: SettlementState): string {
  switch (status) {
    case 'PT1':
      return 'Dalam Pengecekan Admin';
    case 'PT2':
      return 'Disetujui, silakan lakukan pembayaran';
    case 'PT3':
      return 'Menunggu Approval';
    case 'PAI':
      return 'Lunas';
    case 'RJT':
      return 'Ditolak';
    default:
      return 'Belum diajukan';
  }
}

/** Notification header of a rejected settlement request (RJT is taken by rejected applications). */
export const SETTLEMENT_REJECTED_NOTICE = 'PRJ';
/**
 * Notification header of a transfer proof FINANCE sent back (PT3 → PT2): the status is PT2 again, but the member
 * must read "upload again", not "settlement approved".
 */
export const SETTLEMENT_PROOF_RETURNED_NOTICE = 'PBK';
