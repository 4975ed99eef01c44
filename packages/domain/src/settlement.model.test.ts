import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  describeSettlementAction,
  isSettlementOpen,
  SETTLEMENT_EVENTS,
  type SettlementActor,
  type SettlementEvent,
  type SettlementState,
  transitionSettlement,
} from './settlement';

/*
 * Model-based test of the early-settlement machine (docs/product/loans.md#early-settlement) with fast-check.
 * The model is written from the docs/product table in words, not from the machine's transition table:
 * a loan has at most one open request; the member opens it (again after a rejection), FINANCE checks it,
 * the member sends proof of the transfer, FINANCE confirms it or sends it back. Every command fires one event
 * by one actor, whatever the state: the machine must accept exactly what the model accepts, and refuse the
 * rest without moving.
 */

type Phase = 'none' | 'checking' | 'approved' | 'proofSent' | 'settled' | 'rejected';

const STATUS_OF: Record<Phase, SettlementState> = {
  none: null,
  checking: 'PT1',
  approved: 'PT2',
  proofSent: 'PT3',
  settled: 'PAI',
  rejected: 'RJT',
};

/** Who fires an event in the model: the member asks and pays, FINANCE decides. */
const isMemberEvent = (event: SettlementEvent) => event === 'REQUEST' || event === 'UPLOAD_PROOF';

/** The model's next phase, or null when the event makes no sense in this phase. */
function modelStep(phase: Phase, event: SettlementEvent): Phase | null {
  const hasOpenRequest = phase === 'checking' || phase === 'approved' || phase === 'proofSent';
  switch (event) {
    case 'REQUEST':
      // A new request needs no open one and a loan that is not settled: first time, or after a rejection.
      return !hasOpenRequest && phase !== 'settled' ? 'checking' : null;
    case 'APPROVE':
      return phase === 'checking' ? 'approved' : null;
    case 'REJECT':
      return phase === 'checking' ? 'rejected' : null;
    case 'UPLOAD_PROOF':
      return phase === 'approved' ? 'proofSent' : null;
    case 'CONFIRM':
      return phase === 'proofSent' ? 'settled' : null;
    case 'SEND_BACK':
      return phase === 'proofSent' ? 'approved' : null;
  }
}

type Model = { phase: Phase; requests: number; settledAfterRequests: number | null };
/** The system under test: one loan's stored status, moved only through transitionSettlement. */
type Loan = { status: SettlementState; requests: number };

/** What the runs went through, so the test can show the interesting paths were really taken. */
const seen = { settled: 0, requestAfterRejection: 0, sendBack: 0, refusedAfterSettled: 0 };

const ACTORS: (SettlementActor | undefined)[] = ['MEMBER', 'FINANCE', undefined];

class FireEvent implements fc.Command<Model, Loan> {
  constructor(
    readonly event: SettlementEvent,
    readonly actor: SettlementActor | undefined,
  ) {}

  check(): boolean {
    return true; // every event is tried in every state: refusals are checked as much as moves
  }

  run(model: Model, loan: Loan): void {
    const before = loan.status;
    const result = transitionSettlement(loan.status, this.event, this.actor);
    const isRightActor = this.actor === undefined || (this.actor === 'MEMBER') === isMemberEvent(this.event);
    const next = modelStep(model.phase, this.event);

    if (!isRightActor) {
      expect(result).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    } else if (next === null) {
      expect(result).toMatchObject({ ok: false, code: 'CONFLICT' });
      if (model.phase === 'settled') seen.refusedAfterSettled += 1;
    } else {
      expect(result).toEqual({ ok: true, status: STATUS_OF[next] });
      if (result.ok) loan.status = result.status;
      if (this.event === 'REQUEST') {
        if (model.phase === 'rejected') seen.requestAfterRejection += 1;
        model.requests += 1;
        loan.requests += 1;
      }
      if (this.event === 'SEND_BACK') seen.sendBack += 1;
      if (next === 'settled') {
        seen.settled += 1;
        model.settledAfterRequests = model.requests;
      }
      model.phase = next;
    }
    if (!result.ok) expect(loan.status, 'a refused event leaves the status as it was').toBe(before);
    this.checkInvariants(model, loan);
  }

  private checkInvariants(model: Model, loan: Loan): void {
    expect(loan.status).toBe(STATUS_OF[model.phase]);
    expect(loan.requests).toBe(model.requests);
    expect(isSettlementOpen(loan.status)).toBe(['checking', 'approved', 'proofSent'].includes(model.phase));
    const action = describeSettlementAction(loan.status);
    expect(action.isHidden).toBe(model.phase === 'settled');
    expect(action.label === 'Ajukan Pelunasan' && !action.isDisabled).toBe(
      model.phase === 'none' || model.phase === 'rejected',
    );
    if (model.settledAfterRequests !== null) {
      // PAI is terminal: nothing moves it, by anybody, and no new request is ever opened.
      expect(loan.status).toBe('PAI');
      expect(model.requests).toBe(model.settledAfterRequests);
      for (const event of SETTLEMENT_EVENTS) {
        for (const actor of ACTORS) expect(transitionSettlement('PAI', event, actor).ok).toBe(false);
      }
    }
  }

  toString(): string {
    return `${this.event}${this.actor ? ` by ${this.actor}` : ''}`;
  }
}

/** Any event by any actor (or none): refusals are tried as often as moves. */
const commandArbitrary = fc
  .tuple(fc.constantFrom(...SETTLEMENT_EVENTS), fc.constantFrom(...ACTORS))
  .map(([event, actor]) => new FireEvent(event, actor));

describe('settlement state machine against its model (fast-check)', () => {
  it('accepts exactly the moves the model accepts, by the right actor; PAI stays terminal', () => {
    fc.assert(
      fc.property(fc.commands([commandArbitrary], { maxCommands: 60 }), (commands) => {
        fc.modelRun(
          () => ({
            model: { phase: 'none', requests: 0, settledAfterRequests: null } as Model,
            real: { status: null, requests: 0 } as Loan,
          }),
          commands,
        );
      }),
      { numRuns: 2000 },
    );
    // The generated walks really went through the paths the properties are about.
    expect(seen.settled).toBeGreaterThan(0);
    expect(seen.requestAfterRejection).toBeGreaterThan(0);
    expect(seen.sendBack).toBeGreaterThan(0);
    expect(seen.refusedAfterSettled).toBeGreaterThan(0);
  });

  it('after any walk that ends rejected, the member may request again and FINANCE checks it anew', () => {
    const walk = fc.array(
      fc.constantFrom<SettlementEvent>('REQUEST', 'APPROVE', 'REJECT', 'UPLOAD_PROOF', 'SEND_BACK'),
      { maxLength: 40 },
    );
    fc.assert(
      fc.property(walk, (events) => {
        let status: SettlementState = null;
        for (const event of events) {
          const result = transitionSettlement(status, event);
          if (result.ok) status = result.status;
        }
        fc.pre(status === 'RJT');
        expect(transitionSettlement(status, 'REQUEST', 'MEMBER')).toEqual({ ok: true, status: 'PT1' });
        expect(transitionSettlement('PT1', 'APPROVE', 'FINANCE')).toEqual({ ok: true, status: 'PT2' });
      }),
      { numRuns: 500 },
    );
  });

  it('every terminal or open state refuses a second request (one open request per loan)', () => {
    fc.assert(
      fc.property(fc.constantFrom<SettlementState>('PT1', 'PT2', 'PT3', 'PAI'), (status) => {
        expect(transitionSettlement(status, 'REQUEST', 'MEMBER')).toMatchObject({
          ok: false,
          code: 'CONFLICT',
        });
      }),
    );
  });
});
