/**
 * Attack class 6, uploads: each sample of upload-samples.ts goes in as the supporting document of a loan
 * application (docs/product/validation.md: jpeg, gif, png or pdf), the one place members upload PDFs. An accepted application is
 * cancelled at once so the next sample meets the same rules; the stored bytes show whether the file was kept
 * as sent (with its payload) or re-encoded.
 */
import { literal } from './support/database';
import { type Figure, unmeasured } from './support/figures';
import { dataOf, messageOf, send } from './support/http';
import type { RunContext } from './support/run-context';
import { signInMember } from './support/sessions';
import {
  cleanPdf,
  DOCUMENT_SAMPLES,
  dataUrl,
  jpeg,
  POLYGLOT_MARKER,
  type UploadSample,
} from './upload-samples';

const APPLICANT = { nik: '100001', name: 'Budi Santoso' };

/** A valid application body (product 1, Rp 5.000.000 over 12 months); the server recomputes the figures. */
function applicationBody(supporting: UploadSample) {
  return {
    NIK: APPLICANT.nik,
    EmployeeName: APPLICANT.name,
    ProductID: 1,
    FinancePurpose: 'Pendidikan',
    PhotoKTP: dataUrl('image/jpeg', jpeg()),
    PhotoPendukung: dataUrl('application/pdf', cleanPdf()),
    DocPendukung: dataUrl(supporting.mime, supporting.bytes()),
    loan_amount: 5_000_000,
    interest: 0,
    term_years: 1,
    tenor: 12,
    InstallmentAmount: 0,
    OSPrincipalAmount: 0,
    OSPInterestAmount: 0,
    from_web: 1,
  };
}

type Stored = { fileId: number; mime: string; hasPayload: boolean; isAsSent: boolean };

/** What the portal stored for an accepted sample: its type, and whether the payload survived. */
async function readStored(
  ctx: RunContext,
  applicationId: number,
  sample: UploadSample,
): Promise<Stored | null> {
  const [row] = await ctx.sql(`
    select f.id, f.mime, position(convert_to(${literal(POLYGLOT_MARKER)}, 'UTF8') in f.data) > 0,
           f.data = decode(${literal(sample.bytes().toString('base64'))}, 'base64')
    from applications a join files f on f.id = a.supporting_file_id where a.id = ${applicationId}`);
  if (!row) return null;
  const [fileId, mime, hasPayload, isAsSent] = row;
  return {
    fileId: Number(fileId),
    mime: mime ?? '',
    hasPayload: hasPayload === 't',
    isAsSent: isAsSent === 't',
  };
}

const describeStored = (stored: Stored) =>
  `${stored.mime}, ${stored.isAsSent ? 'stored as sent' : 're-encoded'}${stored.hasPayload ? ', HTML/script still inside' : ''}`;

export type UploadedDocument = { fileId: number; sample: string };

/**
 * The samples' figures, and the accepted document whose serving matters most (served-files.ts reads its
 * headers): one that still carries its HTML if any does, else the last accepted.
 */
export async function measureFileUploads(
  ctx: RunContext,
): Promise<{ figures: Figure[]; documentToRead: UploadedDocument | null }> {
  const origin = ctx.portal.originFor(0);
  const token = await signInMember(origin, ctx.addresses, APPLICANT.nik);
  const figures: Figure[] = [];
  let documentToRead: (UploadedDocument & { hasPayload: boolean }) | null = null;
  for (const [index, sample] of DOCUMENT_SAMPLES.entries()) {
    const promise = sample.promise;
    try {
      const reply = await ctx.portal.send(index, '/api/v1/PengajuanPinjaman', {
        token,
        from: ctx.addresses.next(),
        body: applicationBody(sample),
      });
      const applicationId = dataOf<{ id?: number } | null>(reply)?.id;
      if (reply.status !== 200 || !applicationId) {
        figures.push({
          measure: sample.name,
          figure: `refused: ${reply.status} "${messageOf(reply)}"`,
          promise,
        });
        continue;
      }
      const stored = await readStored(ctx, applicationId, sample);
      await send(origin, '/api/v1/CancelPengajuan', { token, body: { id: applicationId } });
      figures.push({
        measure: sample.name,
        figure: `ACCEPTED (200): ${stored ? describeStored(stored) : 'stored file not found'}`,
        promise,
      });
      if (stored && !documentToRead?.hasPayload) {
        documentToRead = { fileId: stored.fileId, sample: sample.name, hasPayload: stored.hasPayload };
      }
    } catch (error) {
      figures.push(unmeasured(sample.name, error));
    }
  }
  return { figures, documentToRead };
}
