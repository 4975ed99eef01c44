import { type APIRequestContext, expect } from '@playwright/test';
import { demoPassword } from '../fixtures/demo-accounts';
import { readCsv } from '../support/spreadsheet';

type Envelope<T> = { code: number; message: string; data: T };

/** A row of GET /admin/payroll: a period with a row (posted, or its instruction frozen), newest first. */
export type PayrollPeriodRow = { period: string; cutOffDate: string; postedAt: string | null };

/** The instruction's kinds of line, and TOTAL: the sum each employee is deducted. */
export type InstructionKind = 'WAJIB' | 'ANGSURAN' | 'TUNGGAKAN' | 'SUKARELA' | 'TOTAL';

/** One line of the instruction CSV for HR (docs/product/payroll-instruction.md), its columns in order. */
export type InstructionCsvLine = {
  company: string;
  nik: string;
  name: string;
  payrollAccount: string;
  kind: InstructionKind;
  description: string;
  agreementNo: string;
  instalmentNo: number | null;
  dueDate: string;
  amount: number;
};

const INSTRUCTION_CSV_HEADER =
  'perusahaan,nik,nama,rekening_gaji,jenis,keterangan,no_perjanjian,angsuran_ke,jatuh_tempo,jumlah';

/**
 * FINANCE's payroll through the API, for what a spec reads rather than tests on screen: the periods with a row, and
 * a period's deduction instruction as the CSV HR receives (the first read after the cut-off freezes it).
 */
export class FinancePayrollApi {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly headers: { authorization: string },
  ) {}

  static async signIn(request: APIRequestContext, username = 'finance'): Promise<FinancePayrollApi> {
    const reply = await request.post('/api/v1/admin/login', {
      data: { username, password: demoPassword, captcha: '0', key: 'bypass' },
    });
    const body = (await reply.json()) as Envelope<{ access_token: string }>;
    expect(reply.status(), `staff login ${username}: ${body.message}`).toBe(200);
    return new FinancePayrollApi(request, { authorization: `Bearer ${body.data.access_token}` });
  }

  /** GET /admin/payroll. */
  async periods(): Promise<PayrollPeriodRow[]> {
    const reply = await this.request.get('/api/v1/admin/payroll', { headers: this.headers });
    expect(reply.status()).toBe(200);
    return ((await reply.json()) as Envelope<PayrollPeriodRow[]>).data;
  }

  /** GET /admin/payroll/{period}/instruction.csv: the file's name and its lines, TOTAL lines included. */
  async instruction(period: string): Promise<{ fileName: string; lines: InstructionCsvLine[] }> {
    const reply = await this.request.get(`/api/v1/admin/payroll/${period}/instruction.csv`, {
      headers: this.headers,
    });
    expect(reply.status(), `instruction ${period}: ${reply.status()}`).toBe(200);
    const fileName = /filename="?([^";]+)"?/.exec(reply.headers()['content-disposition'] ?? '')?.[1] ?? '';
    const [header, ...records] = readCsv(await reply.text());
    expect(header?.join(',')).toBe(INSTRUCTION_CSV_HEADER);
    const lines = records.map(
      ([
        company,
        nik,
        name,
        payrollAccount,
        kind,
        description,
        agreementNo,
        instalmentNo,
        dueDate,
        amount,
      ]) => ({
        company: company ?? '',
        nik: nik ?? '',
        name: name ?? '',
        payrollAccount: payrollAccount ?? '',
        kind: kind as InstructionKind,
        description: description ?? '',
        agreementNo: agreementNo ?? '',
        instalmentNo: instalmentNo ? Number(instalmentNo) : null,
        dueDate: dueDate ?? '',
        amount: Number(amount),
      }),
    );
    return { fileName, lines };
  }
}

/** An employee's lines of an instruction, TOTAL last. */
export const linesOf = (lines: readonly InstructionCsvLine[], nik: string) =>
  lines.filter((line) => line.nik === nik);

/** The instalment lines (arrears and this period's), in the instruction's order: oldest due first. */
export const instalmentLinesOf = (lines: readonly InstructionCsvLine[], nik: string) =>
  linesOf(lines, nik).filter((line) => line.kind === 'ANGSURAN' || line.kind === 'TUNGGAKAN');
