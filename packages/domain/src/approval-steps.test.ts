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
    [
      'CNCL',
      'NST',
      [decided(1, 'APV'), decided(4, 'NST', 'Ditawarkan Rp 5.000.000')],
      ['complete', 'offer'],
      'declined counter-offer: applicant and final approver',
    ],
    [
      'RJT',
      'NST',
      [decided(1, 'APV'), decided(4, 'NST')],
      ['complete', 'offer'],
      'counter-offer waiting for the member',
    ],
    [
      'NEW',
      'NST',
      [decided(1, 'APV'), decided(4, 'NST')],
      ['complete', 'offer'],
      'accepted offer: the latest decision on the final step is still the offer',
    ],
    [
      'NEW',
      'NST',
      [decided(1, 'APV'), decided(4, 'NST'), decided(4, 'APV')],
      ['complete', 'complete'],
      'accepted offer, then approved',
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

describe('collectRejectReasons', () => {
  it('joins the stored reason and rejecting notes without repeats', () => {
    const history = [decided(1, 'APV', 'ok'), decided(2, 'RJT', 'Plafon tidak cukup')];
    expect(collectRejectReasons('Plafon tidak cukup', history)).toEqual(['Plafon tidak cukup']);
    expect(collectRejectReasons(null, history)).toEqual(['Plafon tidak cukup']);
    expect(collectRejectReasons(null, [decided(1, 'APV', 'ok')])).toEqual([]);
  });
});
