/**
 * The loan reads other modules need (the back office's approvals and funding): offered here rather than from
 * loans.service, which itself asks funding for the disbursement estimate, so neither imports the other back.
 */
export { findApplicationWithAgreement, listApplicationsOf } from './loans.repository';
