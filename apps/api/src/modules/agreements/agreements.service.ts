/**
 * The agreements module's public surface: funding creates agreements and their schedules, settlements close them,
 * loans, payroll and SHU read them — all through these functions, never the repository (a module owns its tables).
 */
export {
  closeAgreementBySettlement,
  findAgreementById,
  findAgreementByNo,
  findAgreementOfApplication,
  insertAgreement,
  insertRows,
  listMemberAgreements,
  listRows,
  listRunningAgreements,
  lockAgreement,
  setAgreementNo,
} from './agreements.repository';
