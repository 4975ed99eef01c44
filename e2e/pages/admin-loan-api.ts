import { crc32, deflateSync } from 'node:zlib';
import { type APIRequestContext, expect } from '@playwright/test';

type Envelope<T> = { code: number; message: string; data: T };

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real, decodable RGB PNG of one colour (what the API's image checks accept), as a data URL. */
export function makePngDataUrl(width = 64, height = 48): string {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x7f)]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** A minimal PDF without active content, as a data URL. */
export function makePdfDataUrl(): string {
  const pdf =
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
  return `data:application/pdf;base64,${Buffer.from(pdf, 'latin1').toString('base64')}`;
}

/** Member calls the back-office story needs (the application form UI is another spec's). */
export class MemberLoanApi {
  constructor(
    private readonly request: APIRequestContext,
    private readonly accessToken: string,
  ) {}

  private get headers() {
    return { Authorization: `Bearer ${this.accessToken}` };
  }

  private async call<T>(
    method: 'get' | 'post',
    url: string,
    data?: unknown,
    extra: Record<string, string> = {},
  ) {
    const response = await this.request[method](url, { headers: { ...this.headers, ...extra }, data });
    const body = (await response.json()) as Envelope<T>;
    expect(response.status(), `${method.toUpperCase()} ${url}: ${body.message}`).toBe(200);
    return body;
  }

  /** POST /PengajuanPinjaman with a PNG selfie, a PNG form and a PDF supporting document. */
  /** Applies for `loanAmount` over the longest tenor /cekrate allows for it (at most `maxTenor`). */
  async apply(member: { NIK: string; name: string }, loanAmount: number, maxTenor: number) {
    const products = (await this.call<{ id: number; FinancePurpose: string }[]>('get', '/api/v1/product'))
      .data;
    const product = products[0];
    if (!product) throw new Error('the seed has no product');
    const rate = await this.call<{ EffectiveRate: number; TenorMax: number }>('post', '/api/v1/cekrate', {
      ProductID: product.id,
      LoanAmount: loanAmount,
    });
    const tenor = Math.min(maxTenor, rate.data.TenorMax);
    const reply = await this.call<{ id: number; ApprovalNo: string; Tenor: number }>(
      'post',
      '/api/v1/PengajuanPinjaman',
      {
        NIK: member.NIK,
        EmployeeName: member.name,
        ProductID: product.id,
        FinancePurpose: product.FinancePurpose,
        PhotoKTP: makePngDataUrl(),
        PhotoPendukung: makePngDataUrl(80, 60),
        DocPendukung: makePdfDataUrl(),
        loan_amount: loanAmount,
        interest: rate.data.EffectiveRate,
        term_years: tenor <= 12 ? 1 : 2,
        tenor,
        InstallmentAmount: 1,
        OSPrincipalAmount: loanAmount,
        OSPInterestAmount: 0,
        from_web: 1,
      },
      { 'Idempotency-Key': crypto.randomUUID() },
    );
    return reply.data;
  }

  /** POST /PengajuanPinjamanNST: accept (1) the counter-offer. */
  async acceptCounterOffer(id: number, nik: string) {
    return (
      await this.call<{ message: string }>('post', '/api/v1/PengajuanPinjamanNST', {
        id,
        NIK: nik,
        approval: 1,
      })
    ).data;
  }

  async readMyLoan(id: number) {
    return (await this.call<Record<string, unknown>>('get', `/api/v1/MyLoan/${id}`)).data;
  }

  async readNotifications(memberId: number) {
    return (
      await this.call<{ LogHeader: string; LogDesc: string; ApplicationId: number | null }[]>(
        'post',
        `/api/v1/Notifikasi/${memberId}`,
      )
    ).data;
  }
}
