import { drawJpegDataUrl, PHOTO_BOX, type PixelSize } from '@/lib/canvas-image';

export { fitWithin } from '@/lib/canvas-image';

/** Thrown when the browser cannot decode the chosen file as an image. */
export class UnreadableImageError extends Error {
  constructor() {
    super('File gambar tidak dapat dibaca');
    this.name = 'UnreadableImageError';
  }
}

/**
 * Re-encodes an image in the browser to a JPEG data URL fitting `box` (400×350 by default, docs/product/validation.md), so a phone
 * photo of several MB uploads as a few tens of KB, and whatever a camera app appended after the picture (a
 * motion-photo video, a vendor trailer) is left behind: the server refuses files with data after their end.
 * EXIF orientation is applied; the server re-encodes again.
 */
export async function resizeImage(file: Blob, box: PixelSize = PHOTO_BOX, quality = 0.85): Promise<string> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new UnreadableImageError();
  }
  try {
    const dataUrl = drawJpegDataUrl(bitmap, quality, undefined, box);
    if (dataUrl === null) throw new UnreadableImageError();
    return dataUrl;
  } finally {
    bitmap.close();
  }
}
