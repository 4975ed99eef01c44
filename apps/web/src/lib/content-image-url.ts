import { useDocumentUrl } from './staff-documents';

/**
 * A content picture as the back office shows it. A server URL (`/api/v1/files/content/7`) is fetched with the
 * staff token, since the public route hides a draft's cover or a withdrawn product's picture, and shown as an
 * object URL (null while loading); a data URL (a picked file not uploaded yet) is shown as it is.
 */
export function useContentImageUrl(url: string | null | undefined): string | null {
  const served = url && !url.startsWith('data:') ? url : null;
  const { objectUrl } = useDocumentUrl(served);
  return served ? objectUrl : (url ?? null);
}
