import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import jsQR from 'jsqr';

/**
 * Reading the portal's PDFs as a person or a phone would: poppler's pdftotext and pdftoppm (Debian poppler-utils,
 * installed by .ci/run) and jsQR on the rendered page.
 */
const run = promisify(execFile);

async function withPdfFile<T>(pdf: Buffer, use: (path: string, dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'kopkar-pdf-'));
  try {
    const path = join(dir, 'document.pdf');
    await writeFile(path, pdf);
    return await use(path, dir);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') {
      throw new Error('pdftoppm/pdftotext not found: apt-get install poppler-utils');
    }
    throw error;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The PDF's text, page after page, as pdftotext lays it out. */
export function pdfText(pdf: Buffer): Promise<string> {
  return withPdfFile(pdf, async (path) => (await run('pdftotext', ['-layout', path, '-'])).stdout);
}

/** How many pages the PDF has. */
export async function pdfPageCount(pdf: Buffer): Promise<number> {
  return (await pdfText(pdf)).split('\f').filter((page) => page.trim() !== '').length;
}

/** One page rendered in grey levels (a binary PGM from pdftoppm) as RGBA pixels for jsQR. */
async function renderPage(pdf: Buffer, page: number, dpi: number) {
  return withPdfFile(pdf, async (path, dir) => {
    const root = join(dir, 'page');
    const pageArgs = ['-f', String(page), '-l', String(page), '-singlefile'];
    await run('pdftoppm', ['-gray', '-r', String(dpi), ...pageArgs, path, root]);
    return readPgm(await readFile(`${root}.pgm`));
  });
}

/** A binary PGM (P5, 8 bits): its header is three numbers after the magic, then one byte per pixel. */
function readPgm(file: Buffer) {
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(file.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error('pdftoppm did not write an 8-bit binary PGM');
  const width = Number(header[1]);
  const height = Number(header[2]);
  const grey = file.subarray(header[0].length);
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let index = 0; index < width * height; index++) {
    const level = grey[index] ?? 255;
    rgba.set([level, level, level, 255], index * 4);
  }
  return { width, height, rgba };
}

/** The text of the QR code on a page of the PDF, or null when none can be read. */
export async function readQrCode(pdf: Buffer, page = 1, dpi = 150): Promise<string | null> {
  const { width, height, rgba } = await renderPage(pdf, page, dpi);
  return jsQR(rgba, width, height)?.data ?? null;
}
