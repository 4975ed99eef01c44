import { readFile } from 'node:fs/promises';
import { demoMembers } from '../fixtures/demo-accounts';
import { monthDay, todayInJakarta } from '../fixtures/provision-funded-loan';
import { signInFinance } from '../fixtures/settlement-steps';
import { expect, test } from '../fixtures/test';
import { FinancePayrollPage } from '../pages/finance-payroll-page';
import { checkAtBothWidths } from '../support/check-page';
import { readWorkbook } from '../support/spreadsheet';

// The deduction instruction for HR (docs/product/payroll-instruction.md): FINANCE downloads next month's, which no
// spec posts, as CSV and as a workbook; an unknown company code is refused in words. Runs in the mobile project;
// checkAtBothWidths runs axe at 390×844 and 1280×800.

test.describe('the deduction instruction for HR', () => {
  test('FINANCE downloads next month’s instruction as CSV and Excel, and is told when a company is unknown', async ({
    page,
  }, testInfo) => {
    const period = monthDay(todayInJakarta(), 1, 1).slice(0, 7);
    await signInFinance(page);
    const payroll = new FinancePayrollPage(page);
    await payroll.open();
    await payroll.period.fill(period);
    const section = payroll.instruction;
    await expect(section).toBeVisible();
    await checkAtBothWidths(page, 'payroll-instruction', testInfo, () => expect(section).toBeVisible());

    const csvFile = await payroll.downloadInstruction('CSV');
    expect(csvFile.suggestedFilename()).toBe(`instruksi-potongan-${period}.csv`);
    const lines = (await readFile(await csvFile.path(), 'utf8')).trim().split('\n');
    expect(lines[0]).toBe(
      'perusahaan,nik,nama,rekening_gaji,jenis,keterangan,no_perjanjian,angsuran_ke,jatuh_tempo,jumlah',
    );
    // Siti has a running loan: her wajib, her instalment due next month and the total she is deducted.
    const siti = lines.filter((line) => line.includes(`,"${demoMembers.siti.nik}",`));
    expect(siti.some((line) => line.includes('"WAJIB"'))).toBe(true);
    expect(siti.some((line) => line.includes('"ANGSURAN"'))).toBe(true);
    expect(siti.at(-1)).toContain('"TOTAL","Total potongan gaji"');

    const xlsxFile = await payroll.downloadInstruction('Excel');
    expect(xlsxFile.suggestedFilename()).toBe(`instruksi-potongan-${period}.xlsx`);
    const workbook = await readWorkbook(await xlsxFile.path());
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Per karyawan', 'Rincian']);
    const perEmployee = workbook.getWorksheet('Per karyawan');
    const sitiRow = perEmployee
      ?.getRows(2, perEmployee.rowCount - 1)
      ?.find((row) => row.getCell(2).value === demoMembers.siti.nik);
    expect(Number(sitiRow?.getCell(5).value)).toBeGreaterThan(0);

    await section.getByRole('textbox', { name: 'Kode perusahaan (opsional)' }).fill('TIDAKADA');
    await section.getByRole('button', { name: 'Unduh CSV instruksi potongan gaji' }).click();
    await expect(section.getByRole('alert')).toContainText('Perusahaan TIDAKADA tidak ditemukan');
  });
});
