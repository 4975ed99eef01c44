/** Indonesian names and addresses for generated members: varied enough that lists and searches look real. */
import type { Random } from './random';

const MALE_NAMES =
  'Agus Ahmad Andi Arief Bambang Budi Dedi Dimas Eko Fajar Hadi Hendra Irfan Joko Kurniawan Lukman Muhammad Nugroho Rizky Slamet Teguh Wahyu Yusuf'.split(
    ' ',
  );
const FEMALE_NAMES =
  'Ani Ayu Citra Dewi Dian Eka Fitri Indah Kartika Lestari Maya Nur Putri Ratna Rina Sari Siti Sri Tuti Wulan Yuliana Yanti'.split(
    ' ',
  );
const FAMILY_NAMES =
  'Santoso Wijaya Rahmawati Lestari Saputra Hidayat Kusuma Pratama Setiawan Gunawan Sutrisno Nugraha Siregar Nasution Harahap Simanjuntak Wibowo Susanto Hakim Firmansyah Purnomo Halim Utami Permana Ramadhan Hutapea Tanjung'.split(
    ' ',
  );
const STREETS = 'Melati Kenanga Anggrek Mawar Cempaka Flamboyan Dahlia Kamboja Sudirman'.split(' ');
const CITIES =
  'Jakarta Selatan,Jakarta Timur,Jakarta Barat,Depok,Bekasi,Tangerang,Bogor,Bandung,Surabaya,Semarang,Medan,Makassar'.split(
    ',',
  );

export type Person = { name: string; gender: 'L' | 'P'; address: string };

export function invent(random: Random): Person {
  const gender = random.chance(0.55) ? 'L' : 'P';
  const first = random.pick(gender === 'L' ? MALE_NAMES : FEMALE_NAMES);
  const name = `${first} ${random.pick(FAMILY_NAMES)}`;
  const address = `Jl. ${random.pick(STREETS)} No. ${random.int(1, 120)}, ${random.pick(CITIES)}`;
  return { name, gender, address };
}

/** A string of random digits (phone and account numbers). */
export function digits(random: Random, length: number): string {
  let text = '';
  for (let index = 0; index < length; index += 1) text += String(random.int(0, 9));
  return text;
}
