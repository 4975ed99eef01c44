/**
 * The public address of a picture editors uploaded (served by content-files.routes.ts), or null when there is none.
 * The content module owns content files; products, blog, loans and points only link to them.
 */
export const contentImagePath = (fileId: number | null) =>
  fileId ? `/api/v1/files/content/${fileId}` : null;
