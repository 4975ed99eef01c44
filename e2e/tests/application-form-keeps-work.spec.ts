import { fileURLToPath } from 'node:url';
import { demoMembers } from '../fixtures/demo-accounts';
import { expect, test } from '../fixtures/test';
import { ApplicationFormPage } from '../pages/application-form-page';
import { checkAtBothWidths } from '../support/check-page';

// Issue 14, item 4: forgetting the terms box used to wipe the chosen amount and instalment (the tenor hint then
// asked for an amount again). SPEC §5 resets the amount only when a product, the selfie or a document is missing.
// Nothing is submitted here, so Budi's Loan link stays open for the other specs.

const file = (name: string) => fileURLToPath(new URL(`../fixtures/files/${name}`, import.meta.url));

test.describe('Budi forgets the terms box', () => {
  test.use({ signedInAs: demoMembers.budi.nik });

  test('the amount, tenor and instalment stay; ticking the box is all that is left', async ({
    page,
  }, testInfo) => {
    const form = new ApplicationFormPage(page);
    await form.open();
    await form.expectForm();
    await form.choosePurpose('Pinjaman Renovasi Rumah');
    await form.chooseSelfie(file('selfie-ktp.jpg'));
    await form.chooseApplicationForm(file('form-pengajuan.png'));
    await form.chooseSupportingDocument(file('dokumen-pendukung.pdf'));
    await form.raiseAmountBySteps(24);
    await expect(form.amountSlider).toHaveValue('12000000');
    await form.chooseTenor(18);
    const instalment = await form.readInstalment();

    await form.submitButton.click();
    await form.expectPopup('Klik setuju dengan syarat dan ketentuan terlebih dahulu');

    await expect(form.amountSlider).toHaveValue('12000000');
    await expect(form.tenorSelect).toHaveText('18 bulan');
    expect(await form.readInstalment()).toBe(instalment);
    await expect(page.getByText('Tenor maksimal 24 bulan untuk jumlah ini')).toBeVisible();
    await expect(page.getByText('Pilih jumlah pinjaman terlebih dahulu')).toHaveCount(0);

    await form.termsCheckbox.check();
    await expect(form.termsCheckbox).toBeChecked();
    await checkAtBothWidths(page, 'application-form-after-terms-popup', testInfo);
  });
});
