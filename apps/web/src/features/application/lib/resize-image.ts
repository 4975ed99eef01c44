import { IMAGE_MAX_HEIGHT, IMAGE_MAX_WIDTH } from '@kopkar/domain';

/**
 * Size (pixels) of an image scaled down to fit within maxWidth × maxHeight, keeping its aspect ratio.
 * Never scales up; rounds to whole pixels, at least 1.
 */
export function fitWithin(
  width: number,
  height: number,
  maxWidth: number = IMAGE_MAX_WIDTH,
  maxHeight: number = IMAGE_MAX_HEIGHT,
): { width: number; height: number } {
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

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
    const size = fitWithin(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new UnreadableImageError();
    // JPEG has no transparency: paint white first so a transparent PNG does not turn black.
    context.fillStyle = '#FFFFFF';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    return canvas.toDataURL('image/jpeg', quality);
  } finally {
    bitmap.close();
  }
}
