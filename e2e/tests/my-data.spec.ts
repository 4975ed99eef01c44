import { writeFile } from 'node:fs/promises';
import { readIssuedDocument } from '../fixtures/issued-document';
import { provisionFundedLoan, startAsMember } from '../fixtures/provision-funded-loan';
import { expect, test } from '../fixtures/test';
import { MyDataPage } from '../pages/my-data-page';
import { checkAtBothWidths } from '../support/check-page';

type Envelope<T> = { code: number; message: string; data: T };

// A member of their own who applied through the real API (selfie, KTP and supporting document uploaded) and whose
// loan was funded: the seeded demo members hold no uploaded files, and an export counts against the hourly limit.
test('a member downloads a copy of their data from /account/data', async ({ page, request }, testInfo) => {
  const member = await provisionFundedLoan(request);
  const reply = await request.get(`/api/v1/HistoryPinjamanAll/${member.nik}`, {
    headers: { Authorization: `Bearer ${member.session.access_token}` },
  });
  const history = (await reply.json()) as Envelope<{ AgreementNo: string | null }[]>;
  const agreementNos = history.data.flatMap((loan) => (loan.AgreementNo ? [loan.AgreementNo] : []));
  expect(agreementNos).toEqual([member.agreementNo]);

  await startAsMember(page, member);
  const myData = new MyDataPage(page);
  await myData.openFromAccount();
  await expect(myData.holdings).toContainText(
    'Untuk keanggotaan koperasi dan untuk menghitung plafon pinjaman Anda.',
  );
  await checkAtBothWidths(page, 'my-data', testInfo);

  const archive = await myData.downloadArchive();
  expect(archive.fileName).toMatch(new RegExp(`^data-saya-${member.nik}-\\d{4}-\\d{2}-\\d{2}\\.zip$`));
  expect(archive.data.profile.nik).toBe(member.nik);
  expect(archive.data.agreements.map((agreement) => agreement.agreementNo).sort()).toEqual(
    agreementNos.sort(),
  );
  expect(archive.data.agreements[0]?.instalments.length).toBe(member.tenor);
  const uploaded = archive.entryNames.filter((name) => name.startsWith('files/'));
  const folder = `files/pengajuan-${member.approvalNo}/`;
  expect(uploaded.filter((name) => name.startsWith(folder)).map((name) => name.slice(folder.length))).toEqual(
    [
      expect.stringMatching(/^swafoto-ktp\.(jpg|png)$/),
      expect.stringMatching(/^form-pengajuan\.(jpg|png|pdf)$/),
      expect.stringMatching(/^dokumen-pendukung\.(jpg|png|pdf)$/),
    ],
  );
  expect(archive.data.files.map((file) => file.path).sort()).toEqual(uploaded.sort());

  // The readable summary beside data.json: Indonesian labels instead of codes, times in WIB; its first page is
  // kept as a PNG beside the screenshots for the review.
  expect(archive.summaryPdf).not.toBeNull();
  const pdfPath = testInfo.outputPath('ringkasan-data-saya.pdf');
  await writeFile(pdfPath, archive.summaryPdf ?? Buffer.alloc(0));
  const summary = await readIssuedDocument(pdfPath, testInfo.outputPath('ringkasan-data-saya.png'));
  expect(summary.text).toContain('RINGKASAN DATA PRIBADI');
  expect(summary.text).toContain(member.approvalNo);
  expect(summary.text).toContain('Dicairkan');
  expect(summary.text).toMatch(/\d{2}-\d{2}-\d{4} \d{2}:\d{2} WIB/);
  expect(summary.text).not.toMatch(/\b(FUN|FIN|PAI|NEW)\b/);
});
