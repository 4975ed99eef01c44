import { formatDate } from './date-format';
import { Decimal, formatRupiah } from './money';
import { SHU_ALLOCATION_KEYS, type ShuAllocation, type ShuAllocationKey } from './schemas/shu';

/**
 * SHU (sisa hasil usaha) of a fiscal year, docs/product/savings.md: the RAT decides the pool for members and
 * its split into jasa modal (pro rata to pokok + wajib at year end) and jasa usaha (pro rata to the loan interest
 * paid in the year). Shares are whole Rupiah by largest remainder, so they add up to each pool exactly.
 */

export type WeightedEntry<K> = { key: K; weight: number };
export type Distribution<K> = {
  shares: { key: K; amount: number }[];
  /** What could not be shared: the whole pool when no entry has weight, else 0. */
  undistributed: number;
};

/**
 * Shares `pool` (whole Rupiah) pro rata to non-negative integer weights by the largest-remainder method: every
 * entry gets floor(pool × weight / total); the Rupiah left over (fewer than the entries) go one each to the
 * largest remainders, ties to the entry listed first. Exact integer arithmetic, so Σ shares = pool.
 */
export function distributeLargestRemainder<K>(
  pool: number,
  entries: readonly WeightedEntry<K>[],
): Distribution<K> {
  const total = entries.reduce((sum, entry) => sum.plus(Math.max(0, entry.weight)), new Decimal(0));
  if (pool <= 0 || total.isZero()) {
    return { shares: entries.map(({ key }) => ({ key, amount: 0 })), undistributed: Math.max(0, pool) };
  }
  const parts = entries.map((entry, index) => {
    const product = new Decimal(pool).mul(Math.max(0, entry.weight));
    const floor = product.divToInt(total);
    return { key: entry.key, index, amount: floor.toNumber(), remainder: product.minus(floor.mul(total)) };
  });
  let left = pool - parts.reduce((sum, part) => sum + part.amount, 0);
  const byRemainder = [...parts].sort((a, b) => b.remainder.comparedTo(a.remainder) || a.index - b.index);
  for (const part of byRemainder) {
    if (left === 0) break;
    if (part.remainder.isZero()) break;
    part.amount += 1;
    left -= 1;
  }
  return { shares: parts.map(({ key, amount }) => ({ key, amount })), undistributed: 0 };
}

/**
 * Splits the RAT's pool (Rupiah) into jasa modal and jasa usaha: modal = pool × percent / 100 rounded down,
 * usaha = the rest, so the two add up to the pool. Percent is 0–100 with up to 2 decimals.
 */
export function splitShuPool(pool: number, jasaModalPercent: number): { modal: number; usaha: number } {
  const modal = new Decimal(pool)
    .mul(jasaModalPercent)
    .div(100)
    .toDecimalPlaces(0, Decimal.ROUND_DOWN)
    .toNumber();
  return { modal, usaha: pool - modal };
}

export type ShuProposalFigures = {
  result: number;
  /** Every part of the allocation in its order, whole Rupiah adding up to the result (all 0 without a surplus). */
  parts: { key: ShuAllocationKey; percent: number; amount: number }[];
  /** The members' pool: jasa modal + jasa usaha. */
  pool: number;
  /** Jasa modal's share of the pool, %, rounded half-up to 2 decimals (0 when the pool is 0). */
  jasaModalPercent: number;
  note: string;
};

/**
 * The SHU the books propose from a year's result (income − expenses, whole Rupiah) and the AD/ART allocation (%
 * adding up to 100): each part is result × percent / 100, in whole Rupiah by the largest-remainder method (ties to
 * the part listed first), so the parts add up to the result exactly. The pool for members is jasa modal + jasa
 * usaha, and jasaModalPercent is jasa modal's share of it; splitShuPool on those two may differ from the parts by
 * the rounding of the percent to 2 decimals. A loss or no result proposes nothing: every part 0, pool 0.
 */
export function proposeShuFromResult(result: number, allocation: ShuAllocation): ShuProposalFigures {
  const hasSurplus = result > 0;
  const { shares } = distributeLargestRemainder(
    hasSurplus ? result : 0,
    SHU_ALLOCATION_KEYS.map((key) => ({
      key,
      weight: new Decimal(allocation[key]).mul(100).round().toNumber(),
    })),
  );
  const amountOf = (key: ShuAllocationKey) => shares.find((share) => share.key === key)?.amount ?? 0;
  const pool = amountOf('jasaModal') + amountOf('jasaUsaha');
  const jasaModalPercent =
    pool === 0
      ? 0
      : new Decimal(amountOf('jasaModal'))
          .mul(100)
          .div(pool)
          .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
          .toNumber();
  return {
    result,
    parts: SHU_ALLOCATION_KEYS.map((key) => ({ key, percent: allocation[key], amount: amountOf(key) })),
    pool,
    jasaModalPercent,
    note: proposalNote(result, pool),
  };
}

function proposalNote(result: number, pool: number): string {
  if (result < 0)
    return `Hasil usaha rugi ${formatRupiah(-result)}: tidak ada SHU yang diusulkan untuk dibagikan.`;
  if (result === 0) return 'Belum ada hasil usaha: tidak ada SHU yang diusulkan untuk dibagikan.';
  if (pool === 0) {
    return 'Alokasi AD/ART tidak menyisihkan jasa modal maupun jasa usaha: tidak ada dana SHU untuk anggota.';
  }
  return `Hasil usaha ${formatRupiah(result)} dibagi menurut alokasi AD/ART; dana SHU anggota adalah jasa modal ditambah jasa usaha.`;
}

/**
 * A member's share of a pool not yet decided, from their bases and the totals: jasa modal = modal pool × basis /
 * total and jasa usaha likewise, each rounded down to whole Rupiah (largest remainder would add at most 1 Rupiah
 * to each), so the estimate never promises more than the shares would give. A part whose total basis is 0 gives 0.
 */
export function estimateMemberShu(input: {
  pool: number;
  jasaModalPercent: number;
  modalBasis: number;
  usahaBasis: number;
  totalModalBasis: number;
  totalUsahaBasis: number;
}): number {
  const { modal, usaha } = splitShuPool(input.pool, input.jasaModalPercent);
  const shareOf = (pool: number, basis: number, total: number) =>
    total <= 0 || basis <= 0 ? 0 : new Decimal(pool).mul(basis).divToInt(total).toNumber();
  return (
    shareOf(modal, input.modalBasis, input.totalModalBasis) +
    shareOf(usaha, input.usahaBasis, input.totalUsahaBasis)
  );
}

export type ShuMemberBasis<K> = {
  key: K;
  /** Simpanan pokok + wajib at 31 December, Rupiah. */
  modalBasis: number;
  /** Loan interest paid in the year, Rupiah. */
  usahaBasis: number;
};

export type ShuShare<K> = ShuMemberBasis<K> & { jasaModal: number; jasaUsaha: number; total: number };

export type ShuDistribution<K> = {
  pool: number;
  modalPool: number;
  usahaPool: number;
  totalModalBasis: number;
  totalUsahaBasis: number;
  /** Members with a share above 0. */
  shares: ShuShare<K>[];
  /** Rupiah of a part no member qualifies for (no balances, or no interest paid): nothing can be posted then. */
  undistributed: number;
};

/** The whole year's distribution: both parts shared by largest remainder, members without a share left out. */
export function computeShuDistribution<K>(input: {
  pool: number;
  jasaModalPercent: number;
  members: readonly ShuMemberBasis<K>[];
}): ShuDistribution<K> {
  const { modal, usaha } = splitShuPool(input.pool, input.jasaModalPercent);
  const byModal = distributeLargestRemainder(
    modal,
    input.members.map((member) => ({ key: member.key, weight: member.modalBasis })),
  );
  const byUsaha = distributeLargestRemainder(
    usaha,
    input.members.map((member) => ({ key: member.key, weight: member.usahaBasis })),
  );
  const shares = input.members
    .map((member, index) => {
      const jasaModal = byModal.shares[index]?.amount ?? 0;
      const jasaUsaha = byUsaha.shares[index]?.amount ?? 0;
      return { ...member, jasaModal, jasaUsaha, total: jasaModal + jasaUsaha };
    })
    .filter((share) => share.total > 0);
  return {
    pool: input.pool,
    modalPool: modal,
    usahaPool: usaha,
    totalModalBasis: input.members.reduce((sum, member) => sum + member.modalBasis, 0),
    totalUsahaBasis: input.members.reduce((sum, member) => sum + member.usahaBasis, 0),
    shares,
    undistributed: byModal.undistributed + byUsaha.undistributed,
  };
}

/** A fraction as an Indonesian percentage with up to 4 decimals (`0,1234 %`). */
export function formatShareOfTotal(part: number, total: number): string {
  if (total <= 0) return '0 %';
  const percent = new Decimal(part).mul(100).div(total).toDecimalPlaces(4, Decimal.ROUND_HALF_UP);
  return `${percent.toString().replace('.', ',')} %`;
}

export type ShuExplanationInput = {
  year: number;
  modalBasis: number;
  usahaBasis: number;
  totalModalBasis: number;
  totalUsahaBasis: number;
  modalPool: number;
  usahaPool: number;
  jasaModal: number;
  jasaUsaha: number;
};

/** How a member's share was computed, in Indonesian sentences (the /shu page and the slip). */
export function explainShuShare(input: ShuExplanationInput): string[] {
  const yearEnd = formatDate(`${input.year}-12-31`);
  return [
    `Jasa modal: simpanan pokok + wajib Anda per ${yearEnd} sebesar ${formatRupiah(input.modalBasis)} adalah ${formatShareOfTotal(input.modalBasis, input.totalModalBasis)} dari ${formatRupiah(input.totalModalBasis)} milik seluruh anggota, sehingga Anda menerima bagian itu dari dana jasa modal ${formatRupiah(input.modalPool)}: ${formatRupiah(input.jasaModal)}.`,
    `Jasa usaha: bunga pinjaman yang Anda bayar selama ${input.year} sebesar ${formatRupiah(input.usahaBasis)} adalah ${formatShareOfTotal(input.usahaBasis, input.totalUsahaBasis)} dari ${formatRupiah(input.totalUsahaBasis)} seluruh anggota, sehingga Anda menerima bagian itu dari dana jasa usaha ${formatRupiah(input.usahaPool)}: ${formatRupiah(input.jasaUsaha)}.`,
    `Setiap bagian dibulatkan ke bawah ke rupiah penuh; sisa pembulatan diberikan satu rupiah per anggota kepada pecahan terbesar, sehingga jumlah seluruh bagian sama persis dengan dana SHU. Total SHU Anda ${formatRupiah(input.jasaModal + input.jasaUsaha)} dikreditkan ke Simpanan Sukarela.`,
  ];
}
