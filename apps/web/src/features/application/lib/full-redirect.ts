/** A full page load (not a client-side navigation), as docs/product/loans.md#loan-statuses asks after a successful application. */
export function assignLocation(url: string): void {
  window.location.assign(url);
}
