import { describe, expect, it } from 'vitest';
import { shuAllocationFormSchema, toAllocationForm, typedHundredths } from './staff-shu-allocation-form';

const typed = {
  cadangan: '40',
  jasaModal: '12,5',
  jasaUsaha: '37.5',
  danaPengurus: '2,5',
  danaKaryawan: '2,5',
  danaPendidikan: '2,5',
  danaSosial: '2,5',
};

describe('the SHU allocation form', () => {
  it('shows the default allocation while the setting is not set, and a stored one with decimal commas', () => {
    expect(toAllocationForm(null)).toEqual({
      cadangan: '25',
      jasaModal: '20',
      jasaUsaha: '35',
      danaPengurus: '5',
      danaKaryawan: '5',
      danaPendidikan: '5',
      danaSosial: '5',
    });
    expect(toAllocationForm({ ...shuAllocationFormSchema.parse(typed) }).jasaModal).toBe('12,5');
  });

  it('reads the typed parts as the setting’s value', () => {
    expect(shuAllocationFormSchema.parse(typed)).toEqual({
      cadangan: 40,
      jasaModal: 12.5,
      jasaUsaha: 37.5,
      danaPengurus: 2.5,
      danaKaryawan: 2.5,
      danaPendidikan: 2.5,
      danaSosial: 2.5,
    });
  });

  it('keeps a running total and refuses one that is not 100 under the form, not a part', () => {
    expect(typedHundredths({ ...typed, cadangan: '39,99' })).toBe(99_99);
    expect(typedHundredths({ ...typed, cadangan: 'empat puluh' })).toBe(60_00);
    expect(shuAllocationFormSchema.safeParse({ ...typed, cadangan: '39,99' }).error?.issues).toMatchObject([
      { path: ['root'], message: 'Jumlah persentase alokasi SHU harus 100' },
    ]);
    expect(
      shuAllocationFormSchema.safeParse({ ...typed, jasaModal: '12,505' }).error?.issues[0],
    ).toMatchObject({ path: ['jasaModal'], message: 'Paling banyak 2 angka desimal' });
  });
});
