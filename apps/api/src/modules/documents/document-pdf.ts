import { formatDate, formatVerificationCode, toJakartaDate } from '@kopkar/domain';
import QRCode from 'qrcode';
import type { IssuedDocument } from './issued-documents.service';
import { A4_WIDTH, renderA4Pdf } from './pdf-pages';

/** The cooperative's name and address at the top of every document (settings `coop.name`, `coop.address`). */
export type Letterhead = { coopName: string; coopAddress: string };

export const PAGE_MARGIN = 48;
/** Room under the body for the footer every page carries (number, code, page count). */
const BOTTOM_MARGIN = 72;
const CONTENT_WIDTH = A4_WIDTH - 2 * PAGE_MARGIN;
/** The QR code's side: about 30 mm printed, which a phone camera reads at arm's length. */
const QR_SIZE = 84;
/** The closing block's height: signature and QR side by side, and the note under them. */
const CLOSING_HEIGHT = 150;
const MUTED = '#444444';

type IssuedPdf = {
  letterhead: Letterhead;
  issued: IssuedDocument;
  /** The heading under the letterhead; the kind's title in capitals when not given. */
  heading?: string;
  draw: (doc: PDFKit.PDFDocument) => void;
};

/**
 * Every issued document's frame (docs/decisions/0014-issued-documents.md): letterhead, heading and number, the
 * generator's body, then the signatory and the verification QR code, and on every page a footer repeating the
 * number and code, so a page taken out of the document still says what it belongs to.
 */
export function renderIssuedPdf({ letterhead, issued, heading, draw }: IssuedPdf): Promise<Buffer> {
  return renderA4Pdf({
    margins: { top: PAGE_MARGIN, side: PAGE_MARGIN, bottom: BOTTOM_MARGIN },
    info: { Title: `${issued.title} ${issued.number}`, Author: letterhead.coopName },
    draw: (doc) => {
      drawHeading(doc, letterhead, issued, heading ?? issued.title.toUpperCase());
      draw(doc);
      drawClosing(doc, letterhead, issued);
    },
    footer: (page, count) =>
      `${issued.title} · Nomor ${issued.number} · Kode verifikasi ${formatVerificationCode(issued.code)} · Halaman ${page} dari ${count}`,
    footerFromBottom: 40,
  });
}

function drawHeading(
  doc: PDFKit.PDFDocument,
  letterhead: Letterhead,
  issued: IssuedDocument,
  heading: string,
) {
  doc.font('Helvetica-Bold').fontSize(14).text(letterhead.coopName, { align: 'center' });
  doc.font('Helvetica').fontSize(9).text(letterhead.coopAddress, { align: 'center' });
  const ruleY = doc.y + 6;
  doc
    .moveTo(PAGE_MARGIN, ruleY)
    .lineTo(PAGE_MARGIN + CONTENT_WIDTH, ruleY)
    .lineWidth(1)
    .stroke();
  doc.y = ruleY + 18;
  doc.font('Helvetica-Bold').fontSize(13).text(heading, PAGE_MARGIN, doc.y, { align: 'center' });
  doc.font('Helvetica').fontSize(10).text(`Nomor: ${issued.number}`, { align: 'center' });
  doc.moveDown(1.5);
}

/** The signatory on the right, the QR code and how to check the document on the left, a note under both. */
function drawClosing(doc: PDFKit.PDFDocument, letterhead: Letterhead, issued: IssuedDocument) {
  if (doc.y + CLOSING_HEIGHT > doc.page.height - BOTTOM_MARGIN) doc.addPage();
  const top = doc.y + 12;
  drawQrCode(doc, issued.verifyUrl, PAGE_MARGIN, top, QR_SIZE);
  const textX = PAGE_MARGIN + QR_SIZE + 10;
  const textWidth = 190;
  doc.fillColor('black').font('Helvetica-Bold').fontSize(8);
  doc.text('Periksa keaslian dokumen ini:', textX, top + 4, { width: textWidth });
  doc.font('Helvetica').fontSize(7.5).fillColor('#0b4f86');
  doc.text(issued.verifyUrl, { width: textWidth, link: issued.verifyUrl, underline: true });
  doc.fillColor('black').moveDown(0.4).fontSize(8).text('Kode verifikasi:', { width: textWidth });
  doc.font('Courier-Bold').fontSize(9).text(formatVerificationCode(issued.code), { width: textWidth });

  const signX = PAGE_MARGIN + CONTENT_WIDTH - 180;
  const issuedOn = formatDate(toJakartaDate(issued.issuedAt));
  doc.font('Helvetica').fontSize(10).fillColor('black');
  doc.text(`Diterbitkan: ${issuedOn}`, signX, top, { width: 180 });
  doc.text(`${issued.signatory.role},`, signX, doc.y + 2, { width: 180 });
  doc.font('Helvetica-Bold').text(issued.signatory.name, signX, top + 70, { width: 180, underline: true });
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(letterhead.coopName, signX, doc.y + 1, { width: 180 });

  doc.y = top + QR_SIZE + 14;
  doc.font('Helvetica').fontSize(7.5).fillColor(MUTED);
  doc.text(
    `Dokumen ini diterbitkan secara elektronik oleh ${letterhead.coopName} dan tercatat dengan nomor dan kode di atas. ` +
      'Pindai kode QR atau buka alamat verifikasi untuk mencocokkan isinya; dokumen yang isinya berbeda dari ' +
      'halaman verifikasi bukan dokumen asli.',
    PAGE_MARGIN,
    doc.y,
    { width: CONTENT_WIDTH },
  );
  doc.fillColor('black');
}

/**
 * The QR code as vector squares on a white quiet zone of four modules (the standard's minimum), error correction
 * M: sharp at any zoom or print size, and still readable with a crease or a stamp across it.
 */
function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quietZone = 4;
  const cell = size / (modules.size + 2 * quietZone);
  doc.save().rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      // One rectangle per run of dark modules, overlapping the next row by a hair so no seam shows between rows.
      doc.rect(
        x + (quietZone + start) * cell,
        y + (quietZone + row) * cell,
        (col - start) * cell,
        cell + 0.05,
      );
    }
  }
  doc.fill('#000000').restore();
}
