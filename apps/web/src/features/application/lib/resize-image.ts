import { drawJpegDataUrl } from '@/lib/canvas-image';

export { fitWithin } from '@/lib/canvas-image';

/** Thrown when the browser cannot decode the chosen file as an image. */
export class UnreadableImageError extends Error {
  constructor() {
    super('File gambar tidak dapat dibaca');
    this.name = 'UnreadableImageError';
  }
}

/**
 * Resizes an image in the browser to at most 400×350 (SPEC §5) and returns it as a JPEG data URL, so a phone
 * photo of several MB uploads as a few tens of KB. EXIF orientation is applied; the server re-encodes again.
 */
export async function resizeImage(file: Blob, quality = 0.85): Promise<string> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new UnreadableImageError();
  }
  try {
    const dataUrl = drawJpegDataUrl(bitmap, quality);
    if (dataUrl === null) throw new UnreadableImageError();
    return dataUrl;
  } finally {
    bitmap.close();
  }
}
