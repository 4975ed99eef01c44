import sharp from 'sharp';
import { storeFile } from '../../plugins/uploads';
import type { Database } from '../client';

/** Motifs drawn for the demo covers (no text, no outside source), one per kind of article. */
export type CoverMotif = 'coins' | 'chart' | 'checklist' | 'phone' | 'people' | 'heart' | 'shield' | 'piggy';

const MOTIFS: Record<CoverMotif, string> = {
  coins: `<ellipse cx="330" cy="300" rx="90" ry="26" fill="#fff" opacity=".9"/><rect x="240" y="230" width="180" height="70" fill="#fff" opacity=".9"/><ellipse cx="330" cy="230" rx="90" ry="26" fill="#fde68a"/>
    <ellipse cx="480" cy="320" rx="90" ry="26" fill="#fff" opacity=".9"/><rect x="390" y="190" width="180" height="130" fill="#fff" opacity=".9"/><ellipse cx="480" cy="190" rx="90" ry="26" fill="#fde68a"/>
    <circle cx="560" cy="110" r="46" fill="#fde68a" stroke="#fff" stroke-width="8"/>`,
  chart: `<rect x="220" y="110" width="360" height="240" rx="18" fill="#fff" opacity=".95"/>
    <rect x="260" y="260" width="40" height="60" rx="6" fill="#93c5fd"/><rect x="320" y="220" width="40" height="100" rx="6" fill="#60a5fa"/>
    <rect x="380" y="190" width="40" height="130" rx="6" fill="#3b82f6"/><rect x="440" y="150" width="40" height="170" rx="6" fill="#1d4ed8"/>
    <path d="M250 230 L330 190 L400 160 L520 130" stroke="#f59e0b" stroke-width="8" fill="none" stroke-linecap="round"/>`,
  checklist: `<rect x="280" y="80" width="240" height="300" rx="18" fill="#fff"/><rect x="350" y="64" width="100" height="34" rx="10" fill="#e2e8f0"/>
    <path d="M310 150 l14 14 26-30 M310 220 l14 14 26-30 M310 290 l14 14 26-30" stroke="#16a34a" stroke-width="8" fill="none" stroke-linecap="round"/>
    <rect x="370" y="145" width="120" height="14" rx="7" fill="#cbd5e1"/><rect x="370" y="215" width="100" height="14" rx="7" fill="#cbd5e1"/><rect x="370" y="285" width="110" height="14" rx="7" fill="#cbd5e1"/>`,
  phone: `<rect x="320" y="60" width="160" height="320" rx="26" fill="#0f172a"/><rect x="332" y="86" width="136" height="262" rx="8" fill="#fff"/>
    <rect x="350" y="110" width="100" height="60" rx="8" fill="#bfdbfe"/><rect x="350" y="186" width="100" height="12" rx="6" fill="#cbd5e1"/>
    <rect x="350" y="206" width="70" height="12" rx="6" fill="#cbd5e1"/><rect x="350" y="290" width="100" height="36" rx="10" fill="#22c55e"/>
    <circle cx="560" cy="130" r="34" fill="#fff" opacity=".85"/><path d="M545 130 l10 10 20-22" stroke="#22c55e" stroke-width="7" fill="none" stroke-linecap="round"/>`,
  people: `<circle cx="300" cy="170" r="42" fill="#fff"/><rect x="240" y="220" width="120" height="130" rx="50" fill="#fff"/>
    <circle cx="400" cy="150" r="48" fill="#fde68a"/><rect x="332" y="206" width="136" height="150" rx="56" fill="#fde68a"/>
    <circle cx="500" cy="170" r="42" fill="#fff"/><rect x="440" y="220" width="120" height="130" rx="50" fill="#fff"/>
    <rect x="200" y="340" width="400" height="24" rx="12" fill="#fff" opacity=".6"/>`,
  heart: `<path d="M400 350 C250 260 240 150 310 125 C350 112 385 135 400 165 C415 135 450 112 490 125 C560 150 550 260 400 350Z" fill="#fff"/>
    <path d="M300 230 h60 l20 -40 30 80 20 -40 h70" stroke="#e11d48" stroke-width="9" fill="none" stroke-linejoin="round" stroke-linecap="round"/>`,
  shield: `<path d="M400 70 L540 120 V220 C540 300 480 350 400 380 C320 350 260 300 260 220 V120 Z" fill="#fff"/>
    <rect x="355" y="200" width="90" height="80" rx="12" fill="#1e3a8a"/><path d="M375 200 v-26 a25 25 0 0 1 50 0 v26" stroke="#1e3a8a" stroke-width="12" fill="none"/>
    <circle cx="400" cy="238" r="10" fill="#fff"/>`,
  piggy: `<ellipse cx="400" cy="240" rx="150" ry="110" fill="#fbcfe8"/><circle cx="520" cy="205" r="10" fill="#831843"/>
    <ellipse cx="560" cy="245" rx="36" ry="28" fill="#f9a8d4"/><path d="M330 138 l20 -40 30 32" fill="#f9a8d4"/>
    <rect x="320" y="330" width="34" height="46" rx="10" fill="#f9a8d4"/><rect x="440" y="330" width="34" height="46" rx="10" fill="#f9a8d4"/>
    <rect x="370" y="130" width="70" height="14" rx="7" fill="#831843"/><circle cx="405" cy="80" r="32" fill="#fde68a" stroke="#fff" stroke-width="6"/>`,
};

/** A 800×450 cover: a diagonal gradient in the article's colours, soft circles, and the motif. */
export function drawCover(motif: CoverMotif, from: string, to: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="800" height="450" fill="url(#g)"/>
  <circle cx="700" cy="60" r="150" fill="#fff" opacity=".08"/><circle cx="90" cy="420" r="170" fill="#fff" opacity=".07"/>
  ${MOTIFS[motif]}
</svg>`;
}

/** Renders a cover to JPEG, as an editor's upload would be stored, and returns its file id. */
export async function storeCover(db: Database, motif: CoverMotif, from: string, to: string): Promise<number> {
  const data = await sharp(Buffer.from(drawCover(motif, from, to)))
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  return storeFile(db, { data, mime: 'image/jpeg' }, { kind: 'system', id: null, purpose: 'CONTENT' });
}
