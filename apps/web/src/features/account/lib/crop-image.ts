import { drawJpegDataUrl, fitWithin, type PixelArea } from '@/lib/canvas-image';

export type { PixelArea };

/** Size (pixels) of a crop scaled down to fit 400 × 350 (docs/product/validation.md); see fitWithin. */
export const fitCrop = fitWithin;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('Gambar tidak dapat dibaca'));
    image.src = src;
  });
}

/** Cuts `area` out of the picture, scales it to fit 400×350 and returns a JPEG data URL (the server re-encodes). */
export async function cropToDataUrl(src: string, area: PixelArea, quality = 0.88): Promise<string> {
  const image = await loadImage(src);
  const dataUrl = drawJpegDataUrl(image, quality, area);
  if (dataUrl === null) throw new Error('Gambar tidak dapat diproses');
  return dataUrl;
}
