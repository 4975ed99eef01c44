import { describe, expect, it } from 'vitest';
import { DEFAULT_SHU_ALLOCATION, type ShuAllocation } from './schemas/shu';
import {
  computeShuDistribution,
  distributeLargestRemainder,
  estimateMemberShu,
  explainShuShare,
  proposeShuFromResult,
  splitShuPool,
} from './shu';

const amountsOf = (pool: number, weights: number[]) =>
  distributeLargestRemainder(
    pool,
    weights.map((weight, key) => ({ key, weight })),
  ).shares.map((share) => share.amount);

describe('distributeLargestRemainder: whole Rupiah that add up to the pool', () => {
  // [pool, weights, expected shares, reason] — checked against Python's exact Fraction arithmetic.
  const table: [number, number[], number[], string][] = [
    [1_000_000, [500_000, 300_000, 200_000], [500_000, 300_000, 200_000], 'exact quotas need no rounding'],
    [100, [1, 1, 1], [34, 33, 33], 'three equal remainders: the one Rupiah left goes to the first listed'],
    [1_000, [1, 2, 3], [167, 333, 500], '166,67 has the largest remainder (4/6): it takes the spare Rupiah'],
    [7, [0, 5, 5], [0, 4, 3], 'a weight of 0 gets nothing; the tie between 3,5 and 3,5 goes to the first'],
    [10, [3, 3, 3, 1], [3, 3, 3, 1], 'weights that sum to the pool are the shares'],
    [
      250_000_000,
      [12_345_678, 98_765_432, 5_000_000, 1],
      [26_581_604, 212_652_844, 10_765_550, 2],
      'large products (above 2^53) stay exact: a weight of 1 still gets its 2,15 Rupiah rounded down',
    ],
  ];
  it.each(table)('%d over %j → %j (%s)', (pool, weights, expected) => {
    const shares = amountsOf(pool, weights);
    expect(shares).toEqual(expected);
    expect(shares.reduce((sum, amount) => sum + amount, 0)).toBe(pool);
  });

  it('keeps the whole pool undistributed when nobody has a weight', () => {
    const result = distributeLargestRemainder(100, [
      { key: 'a', weight: 0 },
      { key: 'b', weight: 0 },
    ]);
    expect(result).toEqual({
      shares: [
        { key: 'a', amount: 0 },
        { key: 'b', amount: 0 },
      ],
      undistributed: 100,
    });
  });

  it('adds up to the pool for a thousand random cooperatives', () => {
    let seed = 20_251_231;
    const next = (limit: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return Math.floor((seed / 2 ** 31) * limit);
    };
    for (let run = 0; run < 1_000; run += 1) {
      const pool = 1 + next(50_000_000);
      const weights = Array.from({ length: 1 + next(40) }, () => next(30_000_000));
      if (!weights.some((weight) => weight > 0)) weights[0] = 1;
      const shares = amountsOf(pool, weights);
      expect(shares.reduce((sum, amount) => sum + amount, 0)).toBe(pool);
      // Largest remainder never moves a share more than one Rupiah from its exact quota.
      const total = weights.reduce((sum, weight) => sum + weight, 0);
      shares.forEach((amount, index) => {
        expect(Math.abs(amount - (pool * (weights[index] ?? 0)) / total)).toBeLessThan(1);
      });
    }
  });
});

describe('splitShuPool: jasa modal rounded down, jasa usaha the rest', () => {
  const table: [number, number, number, number, string][] = [
    [10_000_000, 40, 4_000_000, 6_000_000, 'a round split'],
    [1_000_001, 33.33, 333_300, 666_701, '333.300,33 rounds down; usaha takes the 0,67'],
    [999, 12.5, 124, 875, '124,875 rounds down'],
    [5_000_000, 0, 0, 5_000_000, 'the RAT may give everything to jasa usaha'],
    [5_000_000, 100, 5_000_000, 0, 'or everything to jasa modal'],
  ];
  it.each(table)('%d at %d %% → modal %d, usaha %d (%s)', (pool, percent, modal, usaha) => {
    expect(splitShuPool(pool, percent)).toEqual({ modal, usaha });
  });
});

describe('computeShuDistribution: Rp 10.000.000, 40 % jasa modal', () => {
  // A: pokok 100.000 + wajib 1.000.000, interest 360.000; B: a saver with no loan; C: a borrower; D: small both.
  const distribution = computeShuDistribution({
    pool: 10_000_000,
    jasaModalPercent: 40,
    members: [
      { key: 'A', modalBasis: 1_100_000, usahaBasis: 360_000 },
      { key: 'B', modalBasis: 2_500_000, usahaBasis: 0 },
      { key: 'C', modalBasis: 600_000, usahaBasis: 1_245_000 },
      { key: 'D', modalBasis: 100_000, usahaBasis: 95_555 },
      { key: 'E', modalBasis: 0, usahaBasis: 0 },
    ],
  });
  // [member, jasa modal, jasa usaha, reason]
  const expected: [string, number, number, string][] = [
    ['A', 1_023_256, 1_270_173, 'modal 1.023.255,81 takes a spare Rupiah; usaha 1.270.173,27 rounds down'],
    ['B', 2_325_581, 0, 'no interest paid: no jasa usaha'],
    ['C', 558_140, 4_392_684, 'both quotas (…139,53 and …683,60) take a spare Rupiah'],
    ['D', 93_023, 337_143, 'both round down'],
  ];
  it.each(expected)('%s gets modal %d and usaha %d (%s)', (key, jasaModal, jasaUsaha) => {
    expect(distribution.shares.find((share) => share.key === key)).toMatchObject({
      jasaModal,
      jasaUsaha,
      total: jasaModal + jasaUsaha,
    });
  });
  it('leaves out members with nothing and adds up to each pool and to the whole', () => {
    expect(distribution.shares.map((share) => share.key)).toEqual(['A', 'B', 'C', 'D']);
    const sum = (pick: (share: (typeof distribution.shares)[number]) => number) =>
      distribution.shares.reduce((total, share) => total + pick(share), 0);
    expect(sum((share) => share.jasaModal)).toBe(4_000_000);
    expect(sum((share) => share.jasaUsaha)).toBe(6_000_000);
    expect(sum((share) => share.total)).toBe(10_000_000);
    expect(distribution).toMatchObject({
      modalPool: 4_000_000,
      usahaPool: 6_000_000,
      totalModalBasis: 4_300_000,
      totalUsahaBasis: 1_700_555,
      undistributed: 0,
    });
  });
  it('reports jasa usaha as undistributed when nobody paid interest', () => {
    const none = computeShuDistribution({
      pool: 1_000,
      jasaModalPercent: 40,
      members: [{ key: 'B', modalBasis: 100, usahaBasis: 0 }],
    });
    expect(none.undistributed).toBe(600);
  });
});

describe('explainShuShare', () => {
  it('says in words what the share is made of', () => {
    const [modal, usaha, rounding] = explainShuShare({
      year: 2025,
      modalBasis: 1_100_000,
      usahaBasis: 360_000,
      totalModalBasis: 4_300_000,
      totalUsahaBasis: 1_700_555,
      modalPool: 4_000_000,
      usahaPool: 6_000_000,
      jasaModal: 1_023_256,
      jasaUsaha: 1_270_173,
    });
    expect(modal).toBe(
      'Jasa modal: simpanan pokok + wajib Anda per 31-12-2025 sebesar Rp 1.100.000 adalah 25,5814 % dari Rp 4.300.000 milik seluruh anggota, sehingga Anda menerima bagian itu dari dana jasa modal Rp 4.000.000: Rp 1.023.256.',
    );
    expect(usaha).toContain('selama 2025 sebesar Rp 360.000 adalah 21,1696 % dari Rp 1.700.555');
    expect(rounding).toContain('Total SHU Anda Rp 2.293.429 dikreditkan ke Simpanan Sukarela.');
  });
});

const allocationOf = (percents: Partial<ShuAllocation>): ShuAllocation => ({
  cadangan: 0,
  jasaModal: 0,
  jasaUsaha: 0,
  danaPengurus: 0,
  danaKaryawan: 0,
  danaPendidikan: 0,
  danaSosial: 0,
  ...percents,
});

describe("proposeShuFromResult: the year's result allocated as the AD/ART says", () => {
  // [result, allocation, parts in SHU_ALLOCATION_KEYS order, pool, jasa modal %, reason]
  const table: [number, ShuAllocation, number[], number, number, string][] = [
    [
      100_000_000,
      DEFAULT_SHU_ALLOCATION,
      [25_000_000, 20_000_000, 35_000_000, 5_000_000, 5_000_000, 5_000_000, 5_000_000],
      55_000_000,
      36.36,
      'exact parts; 20 / 55 = 36,3636… rounds to 36,36',
    ],
    [
      1_000_001,
      DEFAULT_SHU_ALLOCATION,
      [250_000, 200_000, 350_001, 50_000, 50_000, 50_000, 50_000],
      550_001,
      36.36,
      'the spare Rupiah goes to jasa usaha (remainder 0,35, the largest); 200.000 / 550.001 = 36,3636 %',
    ],
    [
      7,
      DEFAULT_SHU_ALLOCATION,
      [2, 2, 3, 0, 0, 0, 0],
      5,
      40,
      'quotas 1,75 1,4 2,45 0,35…: three spare Rupiah to remainders 0,75, 0,45 and 0,4',
    ],
    [
      100,
      allocationOf({ cadangan: 33.33, jasaModal: 33.33, jasaUsaha: 33.34 }),
      [33, 33, 34, 0, 0, 0, 0],
      67,
      49.25,
      'two-decimal percents: 33,34 has the largest remainder; 33 / 67 = 49,2537… rounds down to 49,25',
    ],
    [
      1,
      allocationOf({ jasaModal: 50, jasaUsaha: 50 }),
      [0, 1, 0, 0, 0, 0, 0],
      1,
      100,
      'a tie of remainders goes to the part listed first',
    ],
    [
      2_000,
      allocationOf({ jasaModal: 0.01, jasaUsaha: 99.99 }),
      [0, 0, 2_000, 0, 0, 0, 0],
      2_000,
      0,
      '0,2 Rupiah of jasa modal rounds to nothing: all to jasa usaha, 0 %',
    ],
  ];
  it.each(table)('%d → parts %j, pool %d at %d %% (%s)', (result, allocation, amounts, pool, percent) => {
    const proposal = proposeShuFromResult(result, allocation);
    expect(proposal.parts.map((part) => part.amount)).toEqual(amounts);
    expect(proposal.parts.reduce((sum, part) => sum + part.amount, 0)).toBe(result);
    expect(proposal.parts.map((part) => part.percent)).toEqual(Object.values(allocation));
    expect(proposal).toMatchObject({ result, pool, jasaModalPercent: percent });
  });

  it('says how the pool was made when there is a surplus', () => {
    expect(proposeShuFromResult(1_000_001, DEFAULT_SHU_ALLOCATION).note).toBe(
      'Hasil usaha Rp 1.000.001 dibagi menurut alokasi AD/ART; dana SHU anggota adalah jasa modal ditambah jasa usaha.',
    );
  });

  it.each([
    [0, 'Belum ada hasil usaha: tidak ada SHU yang diusulkan untuk dibagikan.'],
    [-5_000_000, 'Hasil usaha rugi Rp 5.000.000: tidak ada SHU yang diusulkan untuk dibagikan.'],
  ])('proposes nothing for a result of %d', (result, note) => {
    const proposal = proposeShuFromResult(result, DEFAULT_SHU_ALLOCATION);
    expect(proposal.parts.every((part) => part.amount === 0)).toBe(true);
    expect(proposal).toMatchObject({ result, pool: 0, jasaModalPercent: 0, note });
  });

  it('proposes no pool when the allocation keeps nothing for members', () => {
    const proposal = proposeShuFromResult(1_000, allocationOf({ cadangan: 60, danaSosial: 40 }));
    expect(proposal.parts.map((part) => part.amount)).toEqual([600, 0, 0, 0, 0, 0, 400]);
    expect(proposal).toMatchObject({ pool: 0, jasaModalPercent: 0 });
    expect(proposal.note).toContain('tidak ada dana SHU untuk anggota');
  });

  it('adds up to the result for any allocation of whole hundredths', () => {
    let seed = 20_260_101;
    const next = (limit: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return Math.floor((seed / 2 ** 31) * limit);
    };
    for (let run = 0; run < 500; run += 1) {
      const cuts = [0, ...Array.from({ length: 6 }, () => next(10_001)).sort((a, b) => a - b), 10_000];
      const percents = cuts.slice(1).map((cut, index) => (cut - (cuts[index] ?? 0)) / 100);
      const keys = Object.keys(DEFAULT_SHU_ALLOCATION) as (keyof ShuAllocation)[];
      const allocation = Object.fromEntries(keys.map((key, i) => [key, percents[i]])) as ShuAllocation;
      const result = 1 + next(5_000_000_000);
      const proposal = proposeShuFromResult(result, allocation);
      expect(proposal.parts.reduce((sum, part) => sum + part.amount, 0)).toBe(result);
      expect(proposal.pool).toBe((proposal.parts[1]?.amount ?? 0) + (proposal.parts[2]?.amount ?? 0));
    }
  });
});

describe("estimateMemberShu: a member's share of a pool not yet decided, rounded down", () => {
  // [pool, jasa modal %, modal basis, usaha basis, total modal, total usaha, estimate, reason]
  const table: [number, number, number, number, number, number, number, string][] = [
    [1_000_000, 40, 1_000_000, 100, 3_500_000, 300, 314_285, '114.285,71 ↓ + 600.000 × 1/3'],
    [550_001, 36.36, 500, 0, 1_000, 0, 99_990, 'modal pool 199.980 (rounded down), half of it; no usaha'],
    [1_000_000, 40, 0, 0, 0, 0, 0, 'nobody has a basis yet'],
    [1_000_000, 40, 250, 50, 1_000, 50, 700_000, 'the only borrower takes the whole usaha pool'],
  ];
  it.each(table)(
    'pool %d at %d %%, bases %d/%d of %d/%d → %d (%s)',
    (pool, jasaModalPercent, modalBasis, usahaBasis, totalModalBasis, totalUsahaBasis, amount) => {
      expect(
        estimateMemberShu({
          pool,
          jasaModalPercent,
          modalBasis,
          usahaBasis,
          totalModalBasis,
          totalUsahaBasis,
        }),
      ).toBe(amount);
    },
  );
});
