import { type ApprovalData, NOTICE_HEADERS, type Notification } from '@kopkar/domain';
import { describe, expect, it, vi } from 'vitest';
import { routeNotification } from './route-notification';

const entry = (LogHeader: string, ApplicationId: number | null = 7): Notification => ({
  id: 1,
  LogHeader,
  LogDesc: 'desc',
  LogDate: '2025-01-02T02:00:00.000Z',
  IsRead: false,
  ApplicationId,
});

const myLoan = {
  ApprovalNo: 'APP-7',
  LoanAmount: 20_000_000,
  Tenor: 24,
  InstallmentAmount: 950_000,
} as ApprovalData;

function buildDeps() {
  return {
    saveApprovalEntry: vi.fn(),
    saveCurrentLoan: vi.fn(),
    fetchLoan: vi.fn(async () => myLoan),
  };
}

describe('routeNotification', () => {
  it.each(['PT1', 'PT2', 'PT3', 'PAI', 'PRJ'])(
    '%s (settlement news) opens the repayment page of the loan',
    async (header) => {
      const deps = buildDeps();
      deps.fetchLoan.mockResolvedValue({ ...myLoan, AgreementNo: 'PK202601-00007' });
      expect(await routeNotification(entry(header), deps)).toBe('/repayment/PK202601-00007');
      expect(deps.saveCurrentLoan).not.toHaveBeenCalled();
    },
  );

  it.each([
    ['SETOR', '/simpanan'],
    ['SETOR_TOLAK', '/simpanan'],
    ['TARIK', '/simpanan'],
    ['TARIK_TOLAK', '/simpanan'],
    ['SHU', '/shu'],
    ['POTONGAN_KURANG', '/potongan-gaji'],
    ['KEBERATAN', '/potongan-gaji'],
  ])('%s (savings and salary news) opens %s without reading a loan', async (header, href) => {
    const deps = buildDeps();
    expect(await routeNotification(entry(header, null), deps)).toBe(href);
    expect(deps.fetchLoan).not.toHaveBeenCalled();
  });

  it('sends settlement news of an unknown loan home', async () => {
    expect(await routeNotification(entry('PT2', null), buildDeps())).toBe('/home');
  });

  it.each([
    ['APV', '/application-form-approved'],
    ['FUN', '/application-form-funding'],
    [' apv ', '/application-form-approved'],
  ])('%s stores the approval entry and opens %s', async (header, href) => {
    const deps = buildDeps();
    const note = entry(header);
    expect(await routeNotification(note, deps)).toBe(href);
    expect(deps.saveApprovalEntry).toHaveBeenCalledWith(note);
    expect(deps.saveCurrentLoan).not.toHaveBeenCalled();
  });

  it.each([
    ['RJT', '/application-form-rejected'],
    ['NST', '/application-form-offer'],
    ['CNCL', '/application-form-cancel'],
    ['FIN', '/pinjaman-lunas'],
    ['PAID', '/pinjaman-lunas'],
  ])('%s keeps the notice for its own page, %s', async (header, href) => {
    const deps = buildDeps();
    const note = entry(header);
    expect(await routeNotification(note, deps)).toBe(href);
    expect(deps.saveApprovalEntry).toHaveBeenCalledWith(note);
    expect(deps.saveCurrentLoan).not.toHaveBeenCalled();
  });

  it('stores the application as current loan and opens the process page for NEW', async () => {
    const deps = buildDeps();
    expect(await routeNotification(entry('NEW'), deps)).toBe('/application-form-process');
    expect(deps.fetchLoan).toHaveBeenCalledWith(7);
    expect(deps.saveCurrentLoan).toHaveBeenCalledWith({
      id: 7,
      ApprovalNo: 'APP-7',
      LoanAmount: 20_000_000,
      Tenor: 24,
      InstallmentAmount: 950_000,
    });
  });

  it('leads every header of the domain table somewhere other than the process page, except NEW', async () => {
    for (const header of NOTICE_HEADERS.filter((known) => known !== 'NEW')) {
      const deps = buildDeps();
      deps.fetchLoan.mockResolvedValue({ ...myLoan, AgreementNo: 'PK202601-00007' });
      expect(await routeNotification(entry(header), deps), header).not.toBe('/application-form-process');
    }
  });

  it('stores an empty current loan without calling /MyLoan when the entry names no application', async () => {
    const deps = buildDeps();
    expect(await routeNotification(entry('INFO', null), deps)).toBe('/application-form-process');
    expect(deps.fetchLoan).not.toHaveBeenCalled();
    expect(deps.saveCurrentLoan).toHaveBeenCalledWith(expect.objectContaining({ id: null, LoanAmount: 0 }));
  });
});
