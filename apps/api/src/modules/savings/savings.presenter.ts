import {
  computeAvailableSukarela,
  type DepositStatus,
  describeDepositStatus,
  describeSavingsMutation,
  describeWithdrawalStatus,
  formatPeriod,
  type SavingsBalancesReply,
  type SavingsDepositItem,
  type SavingsMutation,
  type SavingsWithdrawalItem,
  totalSavings,
  type WithdrawalStatus,
} from '@kopkar/domain';
import type { BalanceFigures, MutationRow } from './savings.repository';
import type { DepositRow, WithdrawalRow } from './savings-requests.repository';

const isoOrNull = (value: Date | null) => value?.toISOString() ?? null;

/** The balances as GET /Simpanan/{nik} answers them (docs/product/api.md style names). */
export function presentBalances(figures: BalanceFigures): SavingsBalancesReply {
  const { pokok, wajib, sukarela, total } = totalSavings({
    pokok: Number(figures.pokok),
    wajib: Number(figures.wajib),
    sukarela: Number(figures.sukarela),
  });
  const reserved = Number(figures.reserved);
  return {
    SimpananPokok: pokok,
    SimpananWajib: wajib,
    SimpananSukarela: sukarela,
    Total: total,
    SukarelaTersedia: computeAvailableSukarela(sukarela, reserved),
    PenarikanDiproses: reserved,
  };
}

/** One movement: in or out by its sign, the balance after it; a wajib row names its month (`Oktober 2026`). */
export function presentMutation(row: MutationRow): SavingsMutation {
  const delta = Number(row.delta);
  return {
    id: row.id,
    Tanggal: row.booked_on,
    Keterangan: describeSavingsMutation(row.reason, row.period ? formatPeriod(row.period) : row.note),
    Masuk: delta > 0 ? delta : 0,
    Keluar: delta < 0 ? -delta : 0,
    Saldo: Number(row.balance),
  };
}

export function presentDeposit(row: DepositRow): SavingsDepositItem {
  const status = row.status as DepositStatus;
  return {
    id: row.id,
    Jumlah: row.amount,
    TanggalTransfer: row.transferDate,
    Status: status,
    StatusLabel: describeDepositStatus(status),
    Catatan: row.note,
    Alasan: row.reason,
    DiajukanPada: row.createdAt.toISOString(),
    DiputuskanPada: isoOrNull(row.decidedAt),
  };
}

export function presentWithdrawal(row: WithdrawalRow): SavingsWithdrawalItem {
  const status = row.status as WithdrawalStatus;
  return {
    id: row.id,
    Jumlah: row.amount,
    Status: status,
    StatusLabel: describeWithdrawalStatus(status),
    RekeningTujuan: row.accountNo,
    NamaRekening: row.accountName,
    Alasan: row.reason,
    DiajukanPada: row.createdAt.toISOString(),
    DibayarPada: isoOrNull(row.paidAt),
  };
}
