/**
 * A deposit's proof as a member sends it: a phone photo of a transfer receipt, here a 1,000 × 750 PNG of soft
 * gradients and noise (a few hundred kB), so the API decodes, rotates and shrinks a real-sized picture through
 * sharp on every deposit, as it does in production. A one-pixel sample would leave sharp's memory untested.
 * Written by hand (zlib and a CRC) because the bench package has no image library of its own.
 */
import { crc32, deflateSync } from 'node:zlib';

const WIDTH = 1000;
const HEIGHT = 750;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** RGB rows, each led by filter byte 0; `seed` varies the noise so no two proofs are the same bytes. */
function pixels(seed: number): Buffer {
  const rowBytes = WIDTH * 3 + 1;
  const raw = Buffer.alloc(rowBytes * HEIGHT);
  let state = seed || 1;
  for (let y = 0; y < HEIGHT; y += 1) {
    const row = y * rowBytes;
    for (let x = 0; x < WIDTH; x += 1) {
      state = (state * 1_664_525 + 1_013_904_223) >>> 0;
      const noise = state >>> 30;
      const offset = row + 1 + x * 3;
      raw[offset] = (200 + (x >> 4) + noise) & 0xff;
      raw[offset + 1] = (210 + (y >> 4) + noise) & 0xff;
      raw[offset + 2] = (220 + noise) & 0xff;
    }
  }
  return raw;
}

/** A data URL of a fresh proof picture. */
export function proofDataUrl(seed: number): string {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter choice, no interlace
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels(seed))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}
