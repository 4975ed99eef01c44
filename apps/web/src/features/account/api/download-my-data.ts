import { downloadFile } from '@/lib/download-file';

/** GET /account/data/export (UU PDP): the member's own data as a ZIP; the name comes from the server. */
export function downloadMyData(): Promise<void> {
  return downloadFile('/account/data/export', 'data-saya.zip');
}
