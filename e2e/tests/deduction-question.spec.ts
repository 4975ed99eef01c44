import { provisionFundedLoan, startAsMember } from '../fixtures/provision-funded-loan';
import { signInFinance } from '../fixtures/settlement-steps';
import { expect, test } from '../fixtures/test';
import { FinancePayrollPage } from '../pages/finance-payroll-page';
import { NotificationPage } from '../pages/notification-page';
import { PotonganGajiPage } from '../pages/potongan-gaji-page';
import { checkAtBothWidths } from '../support/check-page';

// A member questions a line of their coming salary deduction ("Ajukan keberatan"), FINANCE answers it on
// /admin/payroll ("Keberatan Anggota"), and the member reads the answer as a notification and under "Keberatan
// Anda" on /potongan-gaji. The member is their own (HR import → application → funding), so no other spec's
// question stands on the line. Runs in the mobile project; checkAtBothWidths runs axe at 390×844 and 1280×800.

const SENT = 'Keberatan terkirim. Jawaban dari bagian keuangan akan dikirim lewat notifikasi dan e-mail.';
const ANSWERED = 'Jawaban terkirim ke anggota';

test('a member’s question on a deduction line is answered by FINANCE and the member reads the answer', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const member = await provisionFundedLoan(request);
  const question = `Angsuran ini sudah saya bayar tunai minggu lalu (${member.nik}).`;
  const answer = `Benar, pembayaran tunai Anda tercatat; potongan ${member.nik} akan kami sesuaikan.`;

  // The member asks about a line of the coming period: the loan's instalment when it falls due in the period,
  // otherwise simpanan wajib (every active member with a job grade has it).
  await startAsMember(page, member);
  const deductions = new PotonganGajiPage(page);
  await deductions.open();
  const askButtons = deductions.coming.getByRole('button', { name: /^Ajukan keberatan: / });
  await expect(askButtons.first()).toBeVisible();
  const labels = await askButtons.evaluateAll((buttons) =>
    buttons.map((button) => button.getAttribute('aria-label') ?? ''),
  );
  const label =
    labels.find((name) => name.includes('Angsuran')) ?? labels.find((name) => name.includes('wajib'));
  if (!label) throw new Error(`no instalment nor wajib line to question: ${labels.join(' | ')}`);
  const description = label.replace(/^Ajukan keberatan: /, '');
  const periodTitle = (await deductions.coming.getByRole('heading', { level: 2 }).textContent()) ?? '';
  const period = periodTitle.replace(/^Potongan periode /, '');

  await deductions.coming.getByRole('button', { name: label, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajukan keberatan' });
  await expect(dialog).toContainText(description);
  await expect(dialog).toContainText(`Potongan periode ${period}`);
  await dialog.getByRole('textbox', { name: 'Keberatan Anda' }).fill(question);
  await dialog.getByRole('button', { name: 'Kirim' }).click();
  await expect(page.getByText(SENT)).toBeVisible();
  await expect(dialog).toBeHidden();

  // The line now waits for the answer, and the question is listed under "Keberatan Anda".
  const line = deductions.coming.getByRole('term').filter({ hasText: description }).locator('xpath=..');
  await expect(line.getByText('Menunggu jawaban', { exact: true })).toBeVisible();
  await expect(deductions.coming.getByRole('button', { name: label, exact: true })).toHaveCount(0);
  const asked = page.getByRole('main').getByRole('region', { name: 'Keberatan Anda' });
  await expect(asked).toContainText(question);
  await checkAtBothWidths(page, 'deduction-question-sent', testInfo, () =>
    expect(line.getByText('Menunggu jawaban', { exact: true })).toBeVisible(),
  );

  // FINANCE answers it on /admin/payroll.
  await signInFinance(page);
  const payroll = new FinancePayrollPage(page);
  await payroll.open();
  const questions = payroll.main.getByRole('region', { name: 'Keberatan Anggota' });
  const answerButton = questions.getByRole('button', {
    name: `Jawab keberatan ${member.name} (${member.nik}): ${description}`,
    exact: true,
  });
  await expect(answerButton).toBeVisible();
  await expect(questions.getByRole('row').filter({ hasText: member.nik })).toContainText(question);
  await checkAtBothWidths(page, 'deduction-question-open', testInfo, () =>
    expect(answerButton).toBeVisible(),
  );
  await answerButton.click();
  const answerDialog = page.getByRole('dialog', { name: 'Jawab keberatan' });
  await answerDialog.getByRole('textbox', { name: 'Jawaban' }).fill(answer);
  await answerDialog.getByRole('button', { name: 'Kirim jawaban' }).click();
  await expect(page.getByText(ANSWERED)).toBeVisible();
  await expect(answerDialog).toBeHidden();
  await expect(answerButton).toHaveCount(0);
  const answeredTable = questions.getByRole('table', { name: 'Keberatan yang sudah dijawab' });
  await expect(answeredTable.getByRole('row').filter({ hasText: member.nik })).toContainText(answer);
  await checkAtBothWidths(page, 'deduction-question-answered', testInfo, () =>
    expect(answeredTable).toBeVisible(),
  );

  // The member reads the answer as a notification…
  const notifications = new NotificationPage(page);
  await notifications.open();
  const notice = notifications.entry(`Keberatan Anda atas "${description}"`);
  await expect(notifications.chipOf(notice)).toHaveText('Keberatan Dijawab');
  await expect(notice).toContainText(`(periode ${period}) sudah dijawab: ${answer}`);
  await checkAtBothWidths(page, 'deduction-question-notice', testInfo, () => expect(notice).toBeVisible());

  // …and on /potongan-gaji, under "Keberatan Anda"; the line may be questioned again.
  await deductions.open();
  const item = asked.getByRole('listitem').filter({ hasText: question });
  await expect(item).toContainText('Dijawab');
  await expect(item).toContainText('Jawaban bagian keuangan');
  await expect(item).toContainText(answer);
  await expect(item).toContainText(`Periode ${period}`);
  await expect(deductions.coming.getByRole('button', { name: label, exact: true })).toBeVisible();
  await checkAtBothWidths(page, 'deduction-question-answer', testInfo, () => expect(item).toBeVisible());
});
