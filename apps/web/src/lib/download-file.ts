import { api } from '@/lib/api-client';

function readFileName(response: Response, fallback: string): string {
  const match = /filename="?([^";]+)"?/i.exec(response.headers.get('Content-Disposition') ?? '');
  return match?.[1] ?? fallback;
}

/**
 * Downloads a member document (savings statement, SHU slip, governance PDF) and hands it to the browser as a file. The shared client
 * renews an expired token once and throws ApiError with the server's message on failure.
 */
export async function downloadFile(
  path: string,
  fallbackName: string,
  client: Pick<typeof api, 'requestResponse'> = api,
): Promise<void> {
  const response = await client.requestResponse(path);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = readFileName(response, fallbackName);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
