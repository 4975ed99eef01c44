import PDFDocument from 'pdfkit';

/** A4 in PDF points. */
export const A4_WIDTH = 595.28;
const MUTED = '#444444';

type A4Pdf = {
  margins: { top: number; side: number; bottom: number };
  info: { Title: string; Author: string };
  draw: (doc: PDFKit.PDFDocument) => void;
  /** The small line under every page, given the page's number and the page count. */
  footer: (page: number, count: number) => string;
  /** How far above the paper's edge the footer sits. */
  footerFromBottom: number;
};

/**
 * An A4 PDF in memory: the body drawn by `draw`, then a footer on every page (pages are buffered so the footer
 * can say "Halaman i dari n"). The one frame of every PDF the portal writes.
 */
export function renderA4Pdf({ margins, info, draw, footer, footerFromBottom }: A4Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margins: { top: margins.top, left: margins.side, right: margins.side, bottom: margins.bottom },
      bufferPages: true,
      info,
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    drawFooters(doc, margins.side, footerFromBottom, footer);
    doc.end();
  });
}

function drawFooters(
  doc: PDFKit.PDFDocument,
  side: number,
  fromBottom: number,
  footer: (page: number, count: number) => string,
) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    // Writing below the bottom margin would make PDFKit start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(footer(index - start + 1, count), side, doc.page.height - fromBottom, {
        width: A4_WIDTH - 2 * side,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
  doc.fillColor('black');
}
