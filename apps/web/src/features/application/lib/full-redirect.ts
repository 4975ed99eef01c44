/** A full page load (not a client-side navigation), as SPEC §4 asks after a successful application. */
export function assignLocation(url: string): void {
  window.location.assign(url);
}
