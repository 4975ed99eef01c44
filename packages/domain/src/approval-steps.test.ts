import { describe, expect, it } from 'vitest';
import { collectRejectReasons, deriveApprovalSteps } from './approval-steps';

const chain = [
  { step: 1, jobtitle: 'Human Capital' },
  { step: 2, jobtitle: 'Atasan Langsung' },
  { step: 3, jobtitle: 'Manager' },
  { step: 4, jobtitle: 'Ketua Koperasi' },
];
const decided = (step: number, status: string, notes: string | null = null) => ({
  step,
  Approvalby: `Petugas ${step}`,
  ApprovalStatus: status,
  Notes: notes,
  DecidedAt: `2026-11-0${step}T09:00:00.000Z`,
});
const statesOf = (status: string, type: string, history: ReturnType<typeof decided>[]) =>
  deriveApprovalSteps({ applicantName: 'Budi', status, type, chain, history }).map((step) => step.state);

describe('deriveApprovalSteps', () => {
  type Row = [
    status: string,
    type: string,
    history: ReturnType<typeof decided>[],
    expected: string[],
    reason: string,
  ];
  it.each<Row>([
    // status, type, decisions, expected states (applicant first) — one line of domain reason each
    ['NEW', 'NEW', [], ['complete', 'active', 'pending', 'pending', 'pending'], 'just submitted: HC is next'],
    [
      'NEW',
      'NEW',
      [decided(1, 'APV'), decided(2, 'APV')],
      ['complete', 'complete', 'complete', 'active', 'pending'],
      'two steps agreed, Manager next',
    ],
    [
      'APV',
      'NEW',
      [1, 2, 3, 4].map((s) => decided(s, 'APV')),
      ['complete', 'complete', 'complete', 'complete', 'complete'],
      'whole chain agreed',
    ],
    [
      'FUN',
      'NEW',
      [1, 2, 3, 4].map((s) => decided(s, 'APV')),
      ['complete', 'complete', 'complete', 'complete', 'complete'],
      'funded: every step complete',
    ],
    [
      'RJT',
      'NEW',
      [decided(1, 'APV'), decided(2, 'RJT', 'Masa kerja kurang')],
      ['complete', 'complete', 'failed', 'pending', 'pending'],
      'rejected at step 2, nothing active',
    ],
    [
      'RJT',
      'NEW',
      [],
      ['failed', 'pending', 'pending', 'pending', 'pending'],
      'rejected with no decision: the applicant step fails',
    ],
    [
      'CNCL',
      'NEW',
      [],
      ['failed', 'pending', 'pending', 'pending', 'pending'],
      'cancelled by the member before HC acted',
    ],
  ])('%s/%s %#', (status, type, history, expected) => {
    expect(statesOf(status, type, history)).toEqual(expected);
  });

  it('labels steps with the job titles and carries notes and decision time', () => {
    const [applicant, hc] = deriveApprovalSteps({
      applicantName: 'Siti Rahmawati',
      status: 'NEW',
      type: 'NEW',
      chain,
      history: [decided(1, 'APV', 'Dokumen lengkap')],
    });
    expect(applicant?.label).toBe('Siti Rahmawati');
    expect(hc).toEqual({
      label: 'Human Capital',
      state: 'complete',
      decidedBy: 'Petugas 1',
      notes: 'Dokumen lengkap',
      decidedAt: '2026-11-01T09:00:00.000Z',
    });
  });

  it('shows at most three approvers after HC', () => {
    const long = [...chain, { step: 5, jobtitle: 'Direktur' }];
    const steps = deriveApprovalSteps({
      applicantName: 'A',
      status: 'NEW',
      type: 'NEW',
      chain: long,
      history: [],
    });
    expect(steps.map((s) => s.label)).toEqual([
      'A',
      'Human Capital',
      'Atasan Langsung',
      'Manager',
      'Ketua Koperasi',
    ]);
  });
});

describe('deriveApprovalSteps for a counter-offer (NST)', () => {
  // The SJF-like chain of three steps after the applicant, and the four-step one above.
  const short = chain.slice(0, 3);
  type Row = [
    chain: typeof chain,
    status: string,
    history: ReturnType<typeof decided>[],
    expected: string[],
    reason: string,
  ];
  it.each<Row>([
    [
      short,
      'RJT',
      [decided(1, 'APV'), decided(2, 'NST')],
      ['complete', 'complete', 'offer', 'pending'],
      'Atasan Langsung offered: HC stays approved, Manager waits for the member',
    ],
    [
      short,
      'NEW',
      [decided(1, 'APV'), decided(2, 'NST')],
      ['complete', 'complete', 'offer', 'active'],
      'offer accepted: the final step (Manager) decides now',
    ],
    [
      short,
      'APV',
      [decided(1, 'APV'), decided(2, 'NST'), decided(3, 'APV')],
      ['complete', 'complete', 'offer', 'complete'],
      'offer accepted and approved by Manager',
    ],
    [
      short,
      'RJT',
      [decided(1, 'APV'), decided(2, 'NST'), decided(3, 'RJT')],
      ['complete', 'complete', 'offer', 'failed'],
      'offer accepted, then rejected by Manager',
    ],
    [
      short,
      'CNCL',
      [decided(1, 'APV'), decided(2, 'NST')],
      ['complete', 'complete', 'offer', 'skipped'],
      'offer declined: Manager is never asked',
    ],
    [
      chain,
      'NEW',
      [decided(1, 'APV'), decided(2, 'NST')],
      ['complete', 'complete', 'offer', 'skipped', 'active'],
      'four steps: an accepted offer skips Manager and goes to Ketua Koperasi',
    ],
    [
      short,
      'RJT',
      [decided(1, 'APV'), decided(2, 'APV'), decided(3, 'NST')],
      ['complete', 'complete', 'complete', 'offer'],
      'the final step offered: nothing after it until the member answers',
    ],
    [
      short,
      'NEW',
      [decided(1, 'APV'), decided(2, 'APV'), decided(3, 'NST')],
      ['complete', 'complete', 'complete', 'offer', 'active'],
      'the final step offered and the member accepted: its new decision is a step of its own',
    ],
    [
      short,
      'FUN',
      [decided(1, 'APV'), decided(2, 'APV'), decided(3, 'NST'), decided(3, 'APV')],
      ['complete', 'complete', 'complete', 'offer', 'complete'],
      'the final step offered, then approved the accepted offer',
    ],
    [
      short,
      'CNCL',
      [decided(1, 'APV'), decided(2, 'APV'), decided(3, 'NST')],
      ['complete', 'complete', 'complete', 'offer'],
      'the final step offered and the member declined',
    ],
  ])('%#: %s', (steps, status, history, expected) => {
    const views = deriveApprovalSteps({ applicantName: 'Budi', status, type: 'NST', chain: steps, history });
    expect(views.map((step) => step.state)).toEqual(expected);
  });

  it('marks the step that made the offer with its approver and note', () => {
    const views = deriveApprovalSteps({
      applicantName: 'Budi',
      status: 'RJT',
      type: 'NST',
      chain: chain.slice(0, 3),
      history: [decided(1, 'APV'), decided(2, 'NST', 'Ditawarkan Rp 3.000.000')],
    });
    expect(views.map((step) => step.label)).toEqual(['Budi', 'Human Capital', 'Atasan Langsung', 'Manager']);
    expect(views[2]).toMatchObject({
      state: 'offer',
      decidedBy: 'Petugas 2',
      notes: 'Ditawarkan Rp 3.000.000',
    });
    expect(views[3]).toMatchObject({ state: 'pending', decidedBy: null });
  });
});

describe('collectRejectReasons', () => {
  it('joins the stored reason and rejecting notes without repeats', () => {
    const history = [decided(1, 'APV', 'ok'), decided(2, 'RJT', 'Plafon tidak cukup')];
    expect(collectRejectReasons('Plafon tidak cukup', history)).toEqual(['Plafon tidak cukup']);
    expect(collectRejectReasons(null, history)).toEqual(['Plafon tidak cukup']);
    expect(collectRejectReasons(null, [decided(1, 'APV', 'ok')])).toEqual([]);
  });
});
