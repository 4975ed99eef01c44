import { envelopeSchema, loanHistoryItemSchema, loanStatusSummarySchema, userSchema } from '@kopkar/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createReplySerializerCompiler, simplifyForSerialiser } from './reply-serializer';

const compile = (schema: z.ZodType, verify = false) =>
  createReplySerializerCompiler({ verify })({ schema, method: 'GET', url: '/x', httpStatus: '200' });

const historyItem: z.infer<typeof loanHistoryItemSchema> = {
  id: 7,
  ApprovalNo: 'APV-7',
  Status: 'RJT',
  JenisPengajuan: 'NST',
  AgreementNo: null,
  NIK: '100002',
  FinancePurpose: 'Pendidikan',
  LoanAmount: 12_000_000,
  Tenor: 18,
  EffectiveRate: 13.5,
  InstallmentAmount: 730_000,
  SubmitDate: '2026-11-24',
  ImagesPath: null,
  HC_Checklist: 1,
  HC_Recommendations: 'YES',
  Notes_HCRecommendation: 'Baik "sekali"\n',
  OfferedAmount: 10_000_000,
  OfferedTenor: 12,
  OfferedInstallmentAmount: null,
  OfferStatus: 'OPEN',
  RejectReason: null,
  CompanyID: 3,
};

describe('the reply serialiser', () => {
  it('writes what JSON.stringify writes for replies that match their schema', () => {
    const schema = envelopeSchema(z.array(loanHistoryItemSchema));
    const reply = { code: 200, message: 'OK', data: [historyItem, { ...historyItem, HC_Checklist: null }] };
    expect(JSON.parse(compile(schema)(reply))).toEqual(reply);
  });

  it('sends only the declared fields: a column a presenter forgot to drop never leaves the server', () => {
    const schema = envelopeSchema(loanStatusSummarySchema.pick({ LoanAmount: true, Status: true }));
    const written = compile(schema)({
      code: 200,
      message: 'OK',
      data: { LoanAmount: 1, Status: '0', passwordHash: 'argon2id$…' },
    });
    expect(JSON.parse(written)).toEqual({ code: 200, message: 'OK', data: { LoanAmount: 1, Status: '0' } });
  });

  it('in verify mode refuses a reply that drifted from its schema instead of trimming it', () => {
    const schema = envelopeSchema(userSchema.pick({ NIK: true }));
    expect(() => compile(schema, true)({ code: 200, message: 'OK', data: { NIK: 100002 } })).toThrow(
      /does not match its schema/,
    );
  });

  it('refuses a reply schema that changes values while parsing: the browser takes replies as they are sent', () => {
    const changing = [
      z.object({ LoanAmount: z.string().transform(Number) }),
      z.object({ note: z.string().default('') }),
      z.object({ year: z.coerce.number().pipe(z.number().int()) }),
    ];
    for (const data of changing) {
      expect(() => compile(envelopeSchema(data))).toThrow(
        /reply schema of GET \/x changes values while parsing/,
      );
    }
    expect(() =>
      compile(envelopeSchema(z.object({ note: z.string().nullable(), n: z.number().optional() }))),
    ).not.toThrow();
  });

  it('turns nullable and literal unions into type lists (no validator per value)', () => {
    const json = z.toJSONSchema(loanHistoryItemSchema, { io: 'output', target: 'draft-7' });
    const simplified = JSON.stringify(simplifyForSerialiser(json));
    expect(simplified).not.toContain('anyOf');
  });
});
