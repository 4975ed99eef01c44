const KEY = 'repayment.agreementNo';

/** The loan the member last opened for settlement, so /self-payment works without a query parameter. */
export const agreementStorage = {
  save(agreementNo: string): void {
    try {
      sessionStorage.setItem(KEY, agreementNo);
    } catch {
      // Storage may be unavailable (private mode); the ?an= parameter still works.
    }
  },
  read(): string {
    try {
      return sessionStorage.getItem(KEY) ?? '';
    } catch {
      return '';
    }
  },
};
