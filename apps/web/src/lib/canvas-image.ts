import { IMAGE_MAX_HEIGHT, IMAGE_MAX_WIDTH } from '@kopkar/domain';

export type PixelArea = { x: number; y: number; width: number; height: number };
export type PixelSize = { width: number; height: number };

/**
 * Size (pixels) of an image scaled down to fit within maxWidth × maxHeight (docs/product/validation.md: 400 × 350), keeping its
 * aspect ratio. Never scales up; rounds to whole pixels, at least 1.
 */
export function fitWithin(
  width: number,
  height: number,
  maxWidth: number = IMAGE_MAX_WIDTH,
  maxHeight: number = IMAGE_MAX_HEIGHT,
): PixelSize {
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The 400×350 box of docs/product/validation.md for selfies, avatars and transfer proofs. */
export const PHOTO_BOX: PixelSize = { width: IMAGE_MAX_WIDTH, height: IMAGE_MAX_HEIGHT };

/**
 * Draws `area` of the picture (all of it when left out) scaled down to fit `box` (400×350 by default) and returns
 * a JPEG data URL; null when the browser gives no 2D canvas. JPEG has no transparency: white is painted first so
 * a transparent PNG does not turn black.
 */
export function drawJpegDataUrl(
  image: CanvasImageSource & PixelSize,
  quality: number,
  area: PixelArea = { x: 0, y: 0, width: image.width, height: image.height },
  box: PixelSize = PHOTO_BOX,
): string | null {
  const size = fitWithin(area.width, area.height, box.width, box.height);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.fillStyle = '#FFFFFF';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size.width, size.height);
  return canvas.toDataURL('image/jpeg', quality);
}
